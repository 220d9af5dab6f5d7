// The dialer at 500 concurrent calls on PostgreSQL (only when BENCH_DATABASE_URL is set; a
// scratch database is created there and dropped afterwards). One server (buildApp, in this
// process, the demo enterprise and its 3,000 demo calls seeded) and the real Dialer on the carrier
// simulator in compressed time: BENCH_LINES lines (default 5) of BENCH_PER_LINE calls each (100)
// and one task of BENCH_NUMBERS numbers (20,000), no redial, dialling for BENCH_SECONDS (60).
// CARRIER_COMPRESSION (default 10) makes a simulated call of about 40 s (ring, then the talk
// through the dialogue engine as long as saying its lines takes) last about 4 s, so 500 are in
// flight. Printed: call records written per minute, the time of each claim (queue.claim's
// UPDATE ... FOR UPDATE SKIP LOCKED, timed where the pg pool runs it), the time of each dialer
// pass, the event loop's delay, the peak of concurrent calls (and of numbers leased, calls being
// written included), and indexStatistics over 30 days (p50/p95, called one after the other
// through app.inject) for BENCH_IDLE_SECONDS (15) before the dialer starts and while it dials.
// Everything shares one machine: this process (HTTP, dialer, simulator, dialogue engine) and
// PostgreSQL. The development machine has 2 cores and other work on it (tests, builds, other
// benches): the load average is printed with the figures. Measures; never fails a build.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { tsImport } from 'tsx/esm/api';
import { BUSINESS, countingCarrier, loadServer, ms, percentile, prepareTask } from './lib/dialer-task.mjs';
import { withScratchDatabase } from './lib/scratch-database.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 15);
const NUMBERS = Number(process.env.BENCH_NUMBERS ?? 20_000);
const LINES = Number(process.env.BENCH_LINES ?? 5);
const PER_LINE = Number(process.env.BENCH_PER_LINE ?? 100);
const CARRIER = { CARRIER_SEED: '1', CARRIER_COMPRESSION: process.env.CARRIER_COMPRESSION ?? '10' };
const MASTER = { phone: '13800000000', password: 'demo1234' };
const TZ = 'Asia/Shanghai';

/** Times every claim where the pool runs it: the dialer's own code stays as it is. */
async function timeClaims() {
  const pg = (await tsImport('pg', new URL('../../apps/server/src/db/database.ts', import.meta.url).href)).default;
  const claims = [];
  // On the client, not the pool: claims run inside a transaction, on a client of their own.
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function timedQuery(config, values, callback) {
    const text = typeof config === 'string' ? config : config?.text;
    if (typeof callback === 'function' || typeof values === 'function' || !/for update skip locked/i.test(text ?? '')) {
      return query.call(this, config, values, callback);
    }
    const started = performance.now();
    const result = query.call(this, config, values);
    result.then(
      () => claims.push(performance.now() - started),
      () => {},
    );
    return result;
  };
  return claims;
}

function ymd(date) {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TZ }).format(date).replaceAll('-', '');
}

/** indexStatistics over 30 days, one call after the other, until `until()` says stop. */
async function reportLoop(app, until) {
  const login = await app.inject({
    method: 'POST',
    url: '/uc/api/v1/account/login',
    payload: { ...MASTER, clientId: 'bench', kickOff: 1 },
  });
  const token = login.json().result.rows[0].token.access_token;
  const today = new Date();
  const body = { beginTime: ymd(new Date(today.getTime() - 29 * 86_400_000)), endTime: ymd(today), direction: 1 };
  const samples = [];
  let failed = 0;
  while (!until()) {
    const started = performance.now();
    const answer = await app.inject({
      method: 'POST',
      url: `/data/api/v1/eventSession/${BUSINESS}/indexStatistics?token=${token}`,
      payload: body,
    });
    samples.push(performance.now() - started);
    if (answer.statusCode !== 200 || answer.json().code !== 0) failed++;
  }
  return { samples, failed };
}

async function bench(url) {
  const claims = await timeClaims();
  const { openPostgres } = await loadServer('db/database.ts');
  const { buildApp } = await loadServer('app.ts');
  const { Dialer } = await loadServer('modules/dialer/index.ts');
  const { NumberLists } = await loadServer('modules/blacklist/index.ts');
  const { PermissionService } = await loadServer('modules/permissions/index.ts');
  const { sql } = await tsImport('drizzle-orm', new URL('../../apps/server/src/db/database.ts', import.meta.url).href);
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-dialer-load-'));
  const database = await openPostgres(url);
  const app = await buildApp({
    database,
    env: { PASSWORD_ENCRYPT: 'false' },
    config: { dataDir, consoleDist: join(dataDir, 'no-console'), logLevel: 'error' },
    downloads: { start: false },
    imports: { start: false },
    dialer: { start: false },
  });
  try {
    await app.ready();
    const taskId = await prepareTask(database, { name: '并发压测', numbers: NUMBERS, lines: LINES, perLine: PER_LINE });
    const count = async (query) => Number((await database.db.execute(query)).rows[0].n);
    const written = () => count(sql`select count(*) as n from call_sessions where task_id = ${String(taskId)}`);
    const leased = () => count(sql`select count(*) as n from task_numbers where task_id = ${taskId} and state = 1`);

    // Compiled and cached before it is measured.
    const warm = performance.now() + 3000;
    await reportLoop(app, () => performance.now() > warm);
    const idleEnd = performance.now() + IDLE_SECONDS * 1000;
    const idle = await reportLoop(app, () => performance.now() > idleEnd);

    const { carrier, stats } = await countingCarrier(database.db, CARRIER);
    // Built as services.ts builds the server's, on the counting carrier: the blacklist and the
    // daily cap are checked before every call, as they are in production.
    const clock = () => new Date();
    const dialer = new Dialer({
      db: database.db,
      clock,
      carrier,
      timeZone: TZ,
      log: app.log,
      numberLists: new NumberLists({ db: database.db, clock }),
      permissions: new PermissionService(database.db),
    });
    // Every pass, timed from outside: start() asks for one each second, and pass() runs its
    // body (run) only when none is running, so this times each pass once, whole.
    const passes = [];
    const run = dialer.run.bind(dialer);
    dialer.run = () => {
      const started = performance.now();
      return run().finally(() => passes.push(performance.now() - started));
    };
    const load = [loadavg()[0]];
    const cpu = process.cpuUsage();
    const lag = monitorEventLoopDelay({ resolution: 10 });
    lag.enable();
    const started = performance.now();
    const end = started + SECONDS * 1000;
    dialer.start();
    let peakLeased = 0;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        peakLeased = Math.max(peakLeased, await leased());
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    })();
    const dialling = await reportLoop(app, () => performance.now() > end);
    const calls = await written();
    const elapsed = (performance.now() - started) / 1000;
    const used = process.cpuUsage(cpu);
    lag.disable();
    load.push(loadavg()[0]);
    sampling = false;
    await sampler;
    await dialer.stop();

    const row = (label, { samples, failed }) =>
      `| ${label} | ${samples.length} | ${ms(percentile(samples, 50))} | ${ms(percentile(samples, 95))} | ${failed} |`;
    console.log(
      `\nPostgreSQL: ${LINES} lines x ${PER_LINE} calls, ${NUMBERS.toLocaleString('en')} numbers, CARRIER_COMPRESSION ` +
        `${CARRIER.CARRIER_COMPRESSION}, ${elapsed.toFixed(0)} s of dialling; load average ${load[0].toFixed(1)} at ` +
        `the start, ${load[1].toFixed(1)} at the end (2 cores); this process used ` +
        `${((used.user + used.system) / 1e6 / elapsed).toFixed(2)} cores`,
    );
    console.log('| figure | value |');
    console.log('|---|---|');
    console.log(`| call records written | ${calls.toLocaleString('en')}, ${Math.round((calls / elapsed) * 60)}/min |`);
    console.log(
      `| calls placed / ended | ${stats.placed.length.toLocaleString('en')} / ${stats.ended.toLocaleString('en')}, ` +
        `${(stats.wallMs / Math.max(1, stats.ended) / 1000).toFixed(1)} s each on average |`,
    );
    console.log(`| peak concurrent calls (simulator) | ${stats.peak} of ${LINES * PER_LINE} |`);
    console.log(`| peak numbers leased (in a call or being written) | ${peakLeased} |`);
    console.log(
      `| claims: count, p50 / p95 / max ms | ${claims.length}, ${ms(percentile(claims, 50))} / ` +
        `${ms(percentile(claims, 95))} / ${ms(percentile(claims, 100))} |`,
    );
    console.log(
      `| event loop delay: p50 / p99 / max ms | ${ms(lag.percentile(50) / 1e6)} / ${ms(lag.percentile(99) / 1e6)} / ` +
        `${ms(lag.max / 1e6)} |`,
    );
    console.log(
      `| dialer passes: count, p50 / p95 / max ms | ${passes.length}, ${ms(percentile(passes, 50))} / ` +
        `${ms(percentile(passes, 95))} / ${ms(percentile(passes, 100))} |`,
    );
    console.log('\nindexStatistics, 30 days, one client (ms)');
    console.log('| phase | requests | p50 | p95 | failed |');
    console.log('|---|---|---|---|---|');
    console.log(row('idle', idle));
    console.log(row('while dialling', dialling));
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.env.BENCH_DATABASE_URL) {
  await withScratchDatabase(process.env.BENCH_DATABASE_URL, 'bench_dialer', bench);
} else {
  console.log('PostgreSQL: skipped (set BENCH_DATABASE_URL to a server URL; a scratch database is created there)');
}
