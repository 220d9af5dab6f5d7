// What the console gets while a task dials at its lines' capacity (issue 23's budget): the server
// started as `npm start` would (a process of its own, embedded database on disk; PostgreSQL too
// when BENCH_DATABASE_URL is set), the demo enterprise verified, BENCH_LINES lines (2) of
// BENCH_PER_LINE calls (100) each. BENCH_SESSIONS console sessions (50 on the embedded
// database, BENCH_PG_SESSIONS 200 on PostgreSQL) each send their next request when the last is
// answered and wait Retry-After on 503, cycling through the pages' reads: 数据统计 over 30 days,
// the task list, the customer list and the download centre. BENCH_SECONDS (30) idle, then a task
// of BENCH_NUMBERS numbers (30,000) starts on the lines (CARRIER_COMPRESSION 10: a call of about
// 40 s lasts 4 s) and the sessions run another BENCH_SECONDS while it dials. Printed per phase:
// answers/s, p50/p99/max, the share over 10 s and of 503, and the calls the dialer finished a
// minute. Budget: while dialling, at least half the idle answers/s, p99 <= 2 s, nothing over
// 10 s, <= 1 % 503, >= 1,000 calls a minute. Measures; never fails a build.
import { execFile } from 'node:child_process';
import { Agent } from 'node:http';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../lib/loopback-peer.mjs';
import { percentile, post, startServer, waitForServer, ymd } from './lib/api-server.mjs';
import { withScratchDatabase } from './lib/scratch-database.mjs';

const root = join(import.meta.dirname, '..', '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const NUMBERS = Number(process.env.BENCH_NUMBERS ?? 30_000);
const LINES = Number(process.env.BENCH_LINES ?? 2);
const PER_LINE = Number(process.env.BENCH_PER_LINE ?? 100);
const MASTER = { phone: '13800000000', password: 'demo1234' };
const BUSINESS = 10000;
const SLOW_MS = 10_000;

const json = (answer) => JSON.parse(answer.text);

async function operator(port, ...args) {
  await promisify(execFile)(process.execPath, [
    join(root, 'scripts/operator.mjs'),
    '--url',
    `http://127.0.0.1:${port}`,
    ...args,
  ]);
}

/** The lines, and the task over them, started now and dialling around the clock. */
async function startTask(port, token, lines) {
  const scripts = json(
    await post(undefined, port, `/brain/api/v1/speechSkill/${BUSINESS}/querySpeechSkill?token=${token}`, {
      pageSize: 20,
    }),
  );
  const script = scripts.result.rows.find((row) => row.name === '教育课程邀约');
  const numbers = Array.from({ length: NUMBERS }, (_, i) => `136${String(i).padStart(8, '0')}`);
  const form = new FormData();
  form.append('OBJECT', new Blob([['手机号码', ...numbers].join('\n')], { type: 'text/csv' }), '号码.csv');
  form.append('speechSkillId', String(script.id));
  const base = `http://127.0.0.1:${port}/outbound/api/v1/outbound/taskmanage/${BUSINESS}`;
  const uploaded = await (await fetch(`${base}/uploadTaskFile?token=${token}`, { method: 'POST', body: form })).json();
  const now = Date.now();
  const created = json(
    await post(undefined, port, `/outbound/api/v1/outbound/taskmanage/${BUSINESS}/createTaskWithFile?token=${token}`, {
      name: '压测外呼',
      fileName: uploaded.result.rows[0].fileName,
      taskConfig: {
        telNum: lines,
        speechSkillId: script.id,
        beginTime: now - 1000,
        endTime: now + 86_400_000,
        timeRange: ['00:00:00-12:00:00', '12:00:00-23:30:00'],
        pushIntention: [],
      },
    }),
  );
  if (created.code !== 0) throw new Error(`the task was not created: ${created.message}`);
}

async function calledNumbers(port, token) {
  const answer = json(
    await post(
      undefined,
      port,
      `/outbound/api/v1/outbound/taskquery/${BUSINESS}/searchHistoryTaskList?token=${token}`,
      {},
    ),
  );
  return answer.result.rows.find((row) => row.name === '压测外呼')?.processTelCount ?? 0;
}

/** The console's reads, one after the other per session, for SECONDS. */
async function sessions(port, token, count) {
  const today = new Date();
  const reads = [
    [
      `/data/api/v1/eventSession/${BUSINESS}/indexStatistics?token=${token}`,
      { beginTime: ymd(new Date(today.getTime() - 29 * 86_400_000)), endTime: ymd(today), direction: 1 },
    ],
    [`/outbound/api/v1/outbound/taskquery/${BUSINESS}/searchHistoryTaskList?token=${token}`, {}],
    [`/crm/api/v1/crm/${BUSINESS}/customer/queryCustomer?token=${token}`, { pageIndex: 1, pageSize: 10 }],
    [
      `/download/api/v1/task/${BUSINESS}/queryDownloadTask?token=${token}`,
      { pageIndex: 1, pageSize: 10, businessId: BUSINESS, sysType: 2 },
    ],
  ];
  const agent = new Agent({ keepAlive: true, maxSockets: count });
  const answers = [];
  const end = performance.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: count }, async (_, session) => {
      for (let i = session; performance.now() < end; i++) {
        const [path, body] = reads[i % reads.length];
        const answer = await post(agent, port, path, body);
        answers.push(answer);
        if (answer.status === 503) await new Promise((resolve) => setTimeout(resolve, answer.retryAfter * 1000));
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  const latencies = answers.map((a) => a.ms).sort((a, b) => a - b);
  const share = (n) => `${((100 * n) / Math.max(1, answers.length)).toFixed(1)}%`;
  return {
    'answers/s': Number((answers.length / elapsed).toFixed(1)),
    'ok/s': Number((answers.filter((a) => a.status === 200).length / elapsed).toFixed(1)),
    p50: Math.round(percentile(latencies, 50)),
    p99: Math.round(percentile(latencies, 99)),
    max: Math.round(latencies.at(-1) ?? 0),
    '>10 s': share(latencies.filter((ms) => ms > SLOW_MS).length),
    503: share(answers.filter((a) => a.status === 503).length),
    'other non-200': share(answers.filter((a) => a.status !== 200 && a.status !== 503).length),
  };
}

async function bench(label, env, count) {
  const port = await freePort();
  const { server, stop } = startServer({
    ...env,
    PORT: String(port),
    NODE_ENV: 'development',
    CARRIER_COMPRESSION: process.env.CARRIER_COMPRESSION ?? '10',
  });
  try {
    await waitForServer(port, server, MASTER.phone);
    await operator(port, 'status', String(BUSINESS), '2');
    const lines = Array.from({ length: LINES }, (_, i) => `0219800${String(i + 1).padStart(4, '0')}`);
    for (const line of lines)
      await operator(port, 'line', String(BUSINESS), line, `concurrency=${PER_LINE}`, 'expires=never');
    const login = json(
      await post(undefined, port, '/uc/api/v1/account/login', { ...MASTER, clientId: 'dialling-bench', kickOff: 1 }),
    );
    const token = login.result.rows[0].token.access_token;

    const idle = await sessions(port, token, count);
    await startTask(port, token, lines);
    // The dialer fills the lines within a few passes; measured once it is at capacity.
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    const calledBefore = await calledNumbers(port, token);
    const startedAt = performance.now();
    const load = [loadavg()[0]];
    const dialling = await sessions(port, token, count);
    const calledAfter = await calledNumbers(port, token);
    load.push(loadavg()[0]);
    const minutes = (performance.now() - startedAt) / 60_000;
    console.log(
      `\n${label}: ${count} console sessions, ${SECONDS} s per phase; ${LINES} lines x ${PER_LINE} calls; ` +
        `load average ${load[0].toFixed(1)} -> ${load[1].toFixed(1)} (2 cores); latency in ms`,
    );
    console.table({ idle, 'while dialling': dialling });
    console.log(
      `calls finished while dialling: ${Math.round((calledAfter - calledBefore) / minutes).toLocaleString('en')} a minute; ` +
        `throughput kept: ${((100 * dialling['ok/s']) / Math.max(1, idle['ok/s'])).toFixed(0)} % of idle`,
    );
    if (server.exitCode !== null) console.log(`the server exited during the bench (code ${server.exitCode})`);
  } finally {
    await stop();
  }
}

if (process.env.BENCH_PGLITE !== 'false') {
  await bench('Embedded database (PGlite on disk)', {}, Number(process.env.BENCH_SESSIONS ?? 50));
}
if (process.env.BENCH_DATABASE_URL) {
  await withScratchDatabase(process.env.BENCH_DATABASE_URL, 'console_dialling', (url) =>
    bench('PostgreSQL', { DATABASE_URL: url }, Number(process.env.BENCH_PG_SESSIONS ?? 200)),
  );
}
