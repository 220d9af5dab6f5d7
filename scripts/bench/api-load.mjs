// What one server process answers under load: BENCH_LOAD_CLIENTS (default 50,100,200,400) clients
// each sending its next request as soon as the last one is answered, for BENCH_LOAD_SECONDS
// (default 10) per endpoint and level, against the server started as `npm start` would (embedded
// database on disk, seeded demo enterprise with its demo traffic). Endpoints: phoneCheck (no
// login, one indexed read) and indexStatistics over 30 days (session check, session touch, the
// rollups). Prints answers/s (all, and 200 OK only), p50/p95/p99/max latency of every answer,
// the share of 503 (系统繁忙) answers and of answers slower than 10 s. BENCH_DATABASE_URL runs the
// same against PostgreSQL (a scratch database on that server); BENCH_PGLITE=false skips the
// embedded database. Never fails a build.
import { Agent } from 'node:http';
import { freePort } from '../lib/loopback-peer.mjs';
import { percentile, post, startServer, waitForServer, ymd } from './lib/api-server.mjs';
import { withScratchDatabase } from './lib/scratch-database.mjs';

const CLIENTS = (process.env.BENCH_LOAD_CLIENTS ?? '50,100,200,400').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const MASTER = { phone: '13800000000', password: 'demo1234' };
const SLOW_MS = 10_000;

async function login(port) {
  const answer = await post(undefined, port, '/uc/api/v1/account/login', {
    phone: MASTER.phone,
    password: MASTER.password,
    clientId: 'api-load-bench',
    kickOff: 1,
  });
  const [row] = JSON.parse(answer.text).result.rows;
  return { token: row.token.access_token, businessId: row.business.id };
}

async function load(port, clients, target) {
  const agent = new Agent({ keepAlive: true, maxSockets: clients });
  const answers = [];
  const end = performance.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < end) answers.push(await post(agent, port, target.path, target.body));
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  const latencies = answers.map((a) => a.ms).sort((a, b) => a - b);
  const share = (count) => `${((100 * count) / Math.max(1, answers.length)).toFixed(1)}%`;
  return {
    endpoint: target.name,
    clients,
    'req/s': Math.round(answers.length / elapsed),
    'ok/s': Math.round(answers.filter((a) => a.status === 200).length / elapsed),
    p50: Math.round(percentile(latencies, 50)),
    p95: Math.round(percentile(latencies, 95)),
    p99: Math.round(percentile(latencies, 99)),
    max: Math.round(latencies.at(-1) ?? 0),
    '503 share': share(answers.filter((a) => a.status === 503).length),
    'other non-200': share(answers.filter((a) => a.status !== 200 && a.status !== 503 && a.status !== 0).length),
    'no answer': share(answers.filter((a) => a.status === 0).length),
    '>10 s': share(latencies.filter((ms) => ms > SLOW_MS).length),
  };
}

async function bench(label, env) {
  const port = await freePort();
  const { server, stop } = startServer({ ...env, PORT: String(port) });
  try {
    await waitForServer(port, server, MASTER.phone);
    const { token, businessId } = await login(port);
    const today = new Date();
    const targets = [
      { name: 'phoneCheck', path: '/uc/api/v1/account/phoneCheck', body: { phoneNumber: '13912345678' } },
      {
        name: 'indexStatistics 30 d',
        path: `/data/api/v1/eventSession/${businessId}/indexStatistics?token=${token}`,
        body: { beginTime: ymd(new Date(today.getTime() - 29 * 86_400_000)), endTime: ymd(today), direction: 1 },
      },
    ];
    const rows = [];
    for (const target of targets) {
      for (const clients of CLIENTS) {
        if (server.exitCode !== null) break;
        rows.push(await load(port, clients, target));
      }
    }
    console.log(`\n${label}: one server process, ${SECONDS} s per row, latency in ms`);
    console.table(rows);
    if (server.exitCode !== null) console.log(`the server exited during the bench (code ${server.exitCode})`);
  } finally {
    await stop();
  }
}

if (process.env.BENCH_PGLITE !== 'false') await bench('Embedded database (PGlite on disk)', {});
if (process.env.BENCH_DATABASE_URL) {
  await withScratchDatabase(process.env.BENCH_DATABASE_URL, 'api_load', (url) =>
    bench('PostgreSQL', { DATABASE_URL: url }),
  );
}
