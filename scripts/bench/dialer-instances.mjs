// Two server instances dialling one task on one PostgreSQL (only when BENCH_DATABASE_URL is set;
// a scratch database is created there and dropped afterwards): two child processes, each a whole
// server (buildApp) with its own dialer on the carrier simulator (CARRIER_COMPRESSION, default
// 20: a call of about 40 s lasts about 2 s), share BENCH_LINES lines (default 2) of
// BENCH_PER_LINE calls (100) and a task of BENCH_NUMBERS numbers (5,000) with no redial, from the
// moment both are up until the task is finished. Printed: numbers dialled more than once (call
// records per number beyond what the task's redial allows, and numbers the simulators were asked
// to call more than once; both must be 0), numbers left unfinished, calls per instance, the peak
// of numbers leased at once against the lines' concurrency, and the total time.
// Both servers, this script and PostgreSQL share the development machine's 2 cores with other
// work (the load average is printed). Measures; never fails a build.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { exitOf, spawnOwned, stopAllOwned } from '../lib/owned-process.mjs';
import { countingCarrier, loadServer, prepareTask } from './lib/dialer-task.mjs';
import { withScratchDatabase } from './lib/scratch-database.mjs';

const NUMBERS = Number(process.env.BENCH_NUMBERS ?? 5_000);
const LINES = Number(process.env.BENCH_LINES ?? 2);
const PER_LINE = Number(process.env.BENCH_PER_LINE ?? 100);
const TIMEOUT_SECONDS = Number(process.env.BENCH_TIMEOUT_SECONDS ?? 600);
const CARRIER = { CARRIER_SEED: '1', CARRIER_COMPRESSION: process.env.CARRIER_COMPRESSION ?? '20' };
const FINISHED = 4;

/** In a child: one server whose dialer starts with it; on `stop` it ends its calls and reports them. */
async function instance(url) {
  const { openPostgres } = await loadServer('db/database.ts');
  const { buildApp } = await loadServer('app.ts');
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-dialer-instance-'));
  const database = await openPostgres(url);
  const { carrier, stats } = await countingCarrier(database.db, CARRIER);
  const app = await buildApp({
    database,
    env: {},
    config: { dataDir, consoleDist: join(dataDir, 'no-console'), logLevel: 'error', seed: false },
    downloads: { start: false },
    imports: { start: false },
    dialer: { carrier },
  });
  await app.ready();
  process.on('message', async (message) => {
    if (message !== 'stop') return;
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
    process.send({ done: { placed: stats.placed, peak: stats.peak } }, () => process.exit(0));
  });
  process.send({ ready: true });
}

/** The child's next message that has `key`. */
function next(child, key) {
  return new Promise((resolve, reject) => {
    const onMessage = (message) => {
      if (!(key in message)) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(message[key]);
    };
    const onExit = (code) => reject(new Error(`an instance exited (${code})`));
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

async function bench(url) {
  const { openPostgres } = await loadServer('db/database.ts');
  const { seedDemo } = await loadServer('modules/demo/index.ts');
  const { sql } = await tsImport('drizzle-orm', new URL('../../apps/server/src/db/database.ts', import.meta.url).href);
  const database = await openPostgres(url);
  const instances = [];
  try {
    await database.migrate();
    await seedDemo(database.db, () => new Date(), { traffic: false });
    // Unpublished until both instances are up, so neither has a head start.
    const taskId = await prepareTask(database, {
      name: '双实例外呼',
      numbers: NUMBERS,
      lines: LINES,
      perLine: PER_LINE,
      status: 0,
    });
    const value = async (query) => (await database.db.execute(query)).rows[0];
    for (const name of ['A', 'B']) {
      const child = spawnOwned(process.execPath, [import.meta.filename, '--child', url], {
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      instances.push({ name, child, ready: next(child, 'ready') });
    }
    for (const { ready } of instances) await ready;

    const load = [loadavg()[0]];
    const started = performance.now();
    await database.db.execute(sql`update tasks set status = 1 where id = ${taskId}`);
    let peakLeased = 0;
    let status = 1;
    const deadline = started + TIMEOUT_SECONDS * 1000;
    while (status !== FINISHED && performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      const row = await value(sql`select (select status from tasks where id = ${taskId}) as status,
        (select count(*) from task_numbers where task_id = ${taskId} and state = 1) as leased`);
      status = Number(row.status);
      peakLeased = Math.max(peakLeased, Number(row.leased));
    }
    const seconds = (performance.now() - started) / 1000;
    load.push(loadavg()[0]);
    const reports = [];
    for (const { child } of instances) {
      const done = next(child, 'done');
      child.send('stop');
      reports.push(await done);
      await exitOf(child);
    }

    const twice = await value(sql`select count(*) as n from (
        select task_number_id from call_sessions where task_id = ${String(taskId)} group by task_number_id
        having count(*) > 1 + (select recall_max_count from tasks where id = ${taskId})) more`);
    const counts =
      await value(sql`select (select count(*) from call_sessions where task_id = ${String(taskId)}) as calls,
        (select count(*) from task_numbers where task_id = ${taskId} and state <> 2) as unfinished`);
    const placedBy = new Map();
    for (const report of reports) for (const id of report.placed) placedBy.set(id, (placedBy.get(id) ?? 0) + 1);
    const placedTwice = [...placedBy.values()].filter((n) => n > 1).length;

    console.log(
      `\nPostgreSQL: two server instances, ${LINES} lines x ${PER_LINE} calls, ${NUMBERS.toLocaleString('en')} ` +
        `numbers, no redial, CARRIER_COMPRESSION ${CARRIER.CARRIER_COMPRESSION}; load average ${load[0].toFixed(1)} ` +
        `at the start, ${load[1].toFixed(1)} at the end (2 cores)`,
    );
    console.log('| figure | value |');
    console.log('|---|---|');
    console.log(
      `| task finished | ${status === FINISHED ? 'yes' : `no (status ${status} after ${TIMEOUT_SECONDS} s)`} |`,
    );
    console.log(`| total time | ${seconds.toFixed(1)} s |`);
    console.log(`| call records | ${Number(counts.calls).toLocaleString('en')} |`);
    for (const [i, { name }] of instances.entries()) {
      console.log(
        `| calls by instance ${name} | ${reports[i].placed.length.toLocaleString('en')} (peak ${reports[i].peak} at once) |`,
      );
    }
    console.log(`| numbers with more call records than the task allows | ${Number(twice.n)} |`);
    console.log(`| numbers placed more than once (the simulators' count) | ${placedTwice} |`);
    console.log(`| numbers left unfinished | ${Number(counts.unfinished)} |`);
    console.log(`| peak numbers leased at once, both instances | ${peakLeased} of ${LINES * PER_LINE} |`);
  } finally {
    await stopAllOwned();
    await database.close();
  }
}

if (process.argv[2] === '--child') {
  await instance(process.argv[3]);
} else if (process.env.BENCH_DATABASE_URL) {
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      void stopAllOwned().finally(() => process.exit(130));
    });
  }
  await withScratchDatabase(process.env.BENCH_DATABASE_URL, 'bench_instances', bench);
} else {
  console.log('PostgreSQL: skipped (set BENCH_DATABASE_URL to a server URL; a scratch database is created there)');
}
