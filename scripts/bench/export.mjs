// The download centre's report export at volume: BENCH_EXPORT_CALLS call records (default
// 1,000,000) of one business exported to .xlsx by the real worker (the download module's
// DownloadWorker running the report's export kind: keyset pages of call records, exceljs
// streaming writer). Prints rows, seconds, file size and the peak RSS of the exporting process
// against the 300 MB budget. Measures; never fails a build.
//
// The data is loaded into a temporary on-disk PGlite with INSERT ... SELECT from generate_series
// (the bulk path; per-row writes through recordCalls would take minutes) plus the hourly rollups
// the summary sheets read. Loading needs far more memory than exporting, so the export runs in a
// fresh child process on the same database and its RSS alone is measured. With PGlite the figure
// includes the embedded database engine that process hosts (about 430 MB once opened, printed as
// "RSS before export"); PostgreSQL runs in its own processes, so there the figure is the export's.
//   BENCH_PGLITE=false skips PGlite.
//   PostgreSQL: only when BENCH_DATABASE_URL is set (a server URL; a scratch database is created
//   and dropped there), e.g. node scripts/with-postgres.mjs sh -c '[ -z "$TEST_DATABASE_URL" ] ||
//   BENCH_PGLITE=false BENCH_DATABASE_URL="$TEST_DATABASE_URL" node scripts/bench/export.mjs'
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { exitOf, spawnOwned, stopAllOwned } from '../lib/owned-process.mjs';
import { withScratchDatabase } from './lib/scratch-database.mjs';

const base = new URL('../../apps/server/src/', import.meta.url);
const load = (path) => tsImport(new URL(path, base).href, import.meta.url);
const TZ = 'Asia/Shanghai';
const BUSINESS = 10000;
const BUDGET_MB = 300;
const DAY_MS = 86_400_000;

const ymd = (date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: TZ, year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(date)
    .replaceAll('-', '');

/** PGlite in `dir`, or the PostgreSQL database at `target` when it is a URL. */
async function open(target) {
  const { openPglite, openPostgres } = await load('db/database.ts');
  return target.startsWith('postgres') ? openPostgres(target) : openPglite(join(target, 'pglite'));
}

/** Loads the calls and queues one report export of the 30 days that hold them; answers its id. */
async function prepare(target, calls) {
  const { seedDemoCatalogue } = await load('modules/demo/index.ts');
  const { sql } = await tsImport('drizzle-orm', new URL('db/database.ts', base).href);
  const database = await open(target);
  try {
    await database.migrate();
    const { db } = database;
    await db.execute(sql.raw(`insert into businesses (id, name, created_at) values (${BUSINESS}, 'bench', now())`));
    await seedDemoCatalogue(db, BUSINESS, new Date());
    const batch = 250_000;
    for (let from = 1; from <= calls; from += batch) {
      const to = Math.min(calls, from + batch - 1);
      await db.execute(
        sql.raw(`insert into call_sessions (business_id, direction, task_id, speech_skill_id, line, caller, callee,
          start_at, answer_at, end_at, duration_ms, answered, turns, intention, labels, transferred, sms_sent)
        select ${BUSINESS}, 1, 'bench', 1 + g % 3, line, line, customer, s,
          case when ans then s + interval '5 seconds' end, s + interval '5 seconds' + dur * interval '1 millisecond',
          dur, ans, dur / 9000, case when ans then (array['A','B','C','D'])[1 + floor(r5 * 4)::int] else '' end,
          case when ans and r6 < 0.3 then array['考虑中'] else '{}'::text[] end, ans and r6 > 0.9, ans and r6 > 0.7
        from (
          select g, '0216000000' || (g % 2) as line, '13' || lpad(floor(r2 * 1e9)::bigint::text, 9, '0') as customer,
            date_trunc('day', now() at time zone '${TZ}') at time zone '${TZ}' - floor(r3 * 30 + 1) * interval '1 day'
              + (9 + floor(r4 * 11)) * interval '1 hour' + r2 * interval '1 hour' as s,
            r7 < 0.45 as ans, case when r7 < 0.45 then floor(r4 * r5 * 240000)::int else 0 end as dur, r5, r6
          from (select g, random() r2, random() r3, random() r4, random() r5, random() r6, random() r7
                from generate_series(${from}, ${to}) g) x
        ) y`),
      );
    }
    await db.execute(
      sql.raw(`insert into call_rollups (business_id, hour, direction, speech_skill_id, number, calls, answered,
        duration_ms, turns, transfers, sms)
      select business_id, date_trunc('hour', start_at), direction, speech_skill_id, caller, count(*),
        count(*) filter (where answered), sum(duration_ms), sum(turns), count(*) filter (where transferred),
        count(*) filter (where sms_sent)
      from call_sessions group by 1, 2, 3, 4, 5`),
    );
    await db.execute(sql`analyze`);
    const query = {
      beginTime: ymd(new Date(Date.now() - 30 * DAY_MS)),
      endTime: ymd(new Date(Date.now() - DAY_MS)),
      direction: 1,
      speechSkillId: [],
      callee: [],
    };
    const result = await db.execute(
      sql`insert into download_tasks (business_id, user_account, sys_type, download_type, file_name, query, created_at)
        values (${BUSINESS}, 'bench', 2, 9, 'bench.xlsx', ${JSON.stringify(query)}::jsonb, now()) returning id`,
    );
    return (result.rows ?? result)[0].id;
  } finally {
    await database.close();
  }
}

/** In the child: runs the worker until the task is done and reports the figures as JSON. */
async function exportTask(target, dir, taskId) {
  let peak = 0;
  const sample = () => {
    peak = Math.max(peak, process.memoryUsage().rss);
  };
  const sampler = setInterval(sample, 100);
  const { DownloadType } = await tsImport('@console/contracts', import.meta.url);
  const { DownloadWorker } = await load('modules/download/index.ts');
  const { ReportService, reportExportKind } = await load('modules/report/index.ts');
  const { sql } = await tsImport('drizzle-orm', new URL('db/database.ts', base).href);
  const database = await open(target);
  const quiet = () => undefined;
  const log = { info: quiet, warn: quiet, debug: quiet, trace: quiet, error: console.error, fatal: console.error };
  log.child = () => log;
  // Only the kind this bench queues (type 9, the outbound report), built as services.ts builds it.
  const kinds = {
    [DownloadType.reportOutbound]: reportExportKind(
      new ReportService({ db: database.db, timeZone: TZ }),
      DownloadType.reportOutbound,
      TZ,
    ),
  };
  const worker = new DownloadWorker({
    db: database.db,
    clock: () => new Date(),
    dataDir: dir,
    timeZone: TZ,
    log,
    kinds,
  });
  sample();
  const before = process.memoryUsage().rss;
  const started = performance.now();
  await worker.start();
  let task;
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const result = await database.db.execute(
      sql`select task_status, file_size, error from download_tasks where id = ${taskId}`,
    );
    task = (result.rows ?? result)[0];
    if (task.task_status >= 3) break;
  }
  const seconds = (performance.now() - started) / 1000;
  await worker.stop();
  const counted = await database.db.execute(sql`select count(*)::int as n from call_sessions`);
  const [{ n }] = counted.rows ?? counted;
  await database.close();
  clearInterval(sampler);
  sample();
  const maxRss = process.resourceUsage().maxRSS * 1024;
  console.log(
    JSON.stringify({
      status: task.task_status,
      error: task.error,
      rows: n,
      seconds,
      bytes: Number(task.file_size),
      baseRss: before,
      peakRss: Math.max(peak, maxRss),
    }),
  );
}

/** Loads, then exports in a child process, and prints the figures. */
async function run(label, target, dir, calls) {
  const loadStarted = Date.now();
  const taskId = await prepare(target, calls);
  const loaded = ((Date.now() - loadStarted) / 1000).toFixed(1);
  const child = spawnOwned(process.execPath, [import.meta.filename, '--child', target, dir, String(taskId)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let stdout = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  await exitOf(child);
  const line = stdout.trim().split('\n').at(-1);
  const figures = line ? JSON.parse(line) : undefined;
  console.log(`\n${label}: ${calls.toLocaleString('en')} call records of one business, loaded in ${loaded} s`);
  if (figures?.status !== 3) {
    console.log(`export did not finish: ${figures ? `status ${figures.status} ${figures.error}` : stdout}`);
    return;
  }
  const mb = (bytes) => (bytes / 1024 / 1024).toFixed(1);
  const peak = figures.peakRss / 1024 / 1024;
  console.log('| rows | seconds | file MB | RSS before export MB | peak RSS MB | budget |');
  console.log('|---|---|---|---|---|---|');
  console.log(
    `| ${figures.rows.toLocaleString('en')} | ${figures.seconds.toFixed(1)} | ${mb(figures.bytes)} | ${mb(figures.baseRss)} | ${peak.toFixed(0)} | <= ${BUDGET_MB} MB: ${peak <= BUDGET_MB ? 'within' : 'over'} |`,
  );
}

if (process.argv[2] === '--child') {
  await exportTask(process.argv[3], process.argv[4], Number(process.argv[5]));
} else {
  // The exporting child ends with this script, and so do the temporary directories.
  const dirs = new Set();
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'bench-export-'));
    dirs.add(dir);
    return dir;
  };
  process.on('exit', () => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      void stopAllOwned(signal).finally(() => process.exit(130));
    });
  }
  const calls = Number(process.env.BENCH_EXPORT_CALLS ?? 1_000_000);
  if (process.env.BENCH_PGLITE !== 'false') {
    const dir = tempDir();
    await run('PGlite (on disk, in the exporting process)', dir, dir, calls);
  }
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (serverUrl) {
    await withScratchDatabase(serverUrl, 'bench_export', async (url) => {
      await run('PostgreSQL', url, tempDir(), Number(process.env.BENCH_PG_CALLS ?? calls));
    });
  } else {
    console.log('\nPostgreSQL: skipped (set BENCH_DATABASE_URL to a server URL; a scratch database is created there)');
  }
}
