// indexStatistics at volume: p50/p95 of the report summary from the rollups (what the API answers)
// next to the plain aggregate over the raw call records, for 1, 7, 30 and 365 days. Measures the
// query layer (the report module's ReportService, and the tests' reference src/test/raw-report.ts),
// not HTTP. Never fails a build.
//
// Data: BENCH_CALLS call records (default 1,000,000) over 10 businesses and 365 days, generated
// inside the database (INSERT ... SELECT from generate_series, the bulk path: per-row writes
// through recordCalls would take minutes here), then the rollups built from them with one
// INSERT ... SELECT per rollup table, giving what recordCalls keeps on every write; the bench
// checks that both summaries agree before timing.
//   PGlite: an on-disk database in a temporary directory, removed afterwards.
//   BENCH_PGLITE=false skips it.
//   PostgreSQL: only when BENCH_DATABASE_URL is set (a server URL; a scratch database is created
//   and dropped there); BENCH_PG_CALLS overrides the size (default BENCH_CALLS).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { tsImport } from 'tsx/esm/api';
import { withScratchDatabase } from './lib/scratch-database.mjs';

const base = new URL('../../apps/server/src/', import.meta.url);
const load = (path) => tsImport(new URL(path, base).href, import.meta.url);
const { openPglite, openPostgres } = await load('db/database.ts');
const { ReportService } = await load('modules/report/index.ts');
const { rawReportSummary } = await load('test/raw-report.ts');
const { sql } = await tsImport('drizzle-orm', new URL('db/database.ts', base).href);

const TZ = 'Asia/Shanghai';
const BUSINESSES = 10;
const BUSINESS = 10000;
const RUNS = Number(process.env.BENCH_RUNS ?? 15);

/** Days back from yesterday (Shanghai) for the ranges, as YYYYMMDD. */
function ymd(date) {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TZ, year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(date)
    .replaceAll('-', '');
}
const yesterday = new Date(Date.now() - 86_400_000);
const ranges = [1, 7, 30, 365].map((days) => ({
  days,
  begin: ymd(new Date(yesterday.getTime() - (days - 1) * 86_400_000)),
  end: ymd(yesterday),
}));

async function load_(db, calls) {
  const started = Date.now();
  await db.execute(sql`select setseed(0.42)`);
  await db.execute(
    sql.raw(`insert into businesses (id, name, created_at)
      select ${BUSINESS} + g, 'bench ' || g, now() from generate_series(0, ${BUSINESSES - 1}) g
      on conflict do nothing`),
  );
  const batch = 250_000;
  for (let from = 1; from <= calls; from += batch) {
    const to = Math.min(calls, from + batch - 1);
    await db.execute(
      sql.raw(`insert into call_sessions (business_id, direction, task_id, speech_skill_id, line, caller, callee,
        start_at, answer_at, end_at, duration_ms, answered, turns, intention, labels, transferred, sms_sent)
      select b, d, 'bench', skill, line, case when d = 0 then customer else line end,
        case when d = 0 then line else customer end, s, case when ans then s + interval '5 seconds' end,
        s + interval '5 seconds' + dur * interval '1 millisecond', dur, ans, dur / 9000,
        case when ans then (array['A','B','C','D'])[1 + floor(r5 * 4)::int] else '' end,
        case when ans and r6 < 0.3 then array[(array['考虑中','需要回电','价格敏感'])[1 + floor(r6 * 10)::int]]
          else '{}'::text[] end,
        ans and r6 > 0.9, ans and r6 > 0.7
      from (
        select ${BUSINESS} + g % ${BUSINESSES} as b, case when r1 < 0.2 then 0 else 1 end as d, 1 + g % 3 as skill,
          '0216000000' || (g % 2) as line, '13' || lpad(floor(r2 * 1e9)::bigint::text, 9, '0') as customer,
          date_trunc('day', now() at time zone '${TZ}') at time zone '${TZ}' - floor(r3 * 365 + 1) * interval '1 day'
            + (9 + floor(r4 * 11)) * interval '1 hour' + r2 * interval '1 hour' as s,
          r7 < 0.45 as ans,
          case when r7 < 0.45 then floor(r4 * r5 * 240000)::int else 0 end as dur, r5, r6
        from (select g, random() r1, random() r2, random() r3, random() r4, random() r5, random() r6, random() r7
              from generate_series(${from}, ${to}) g) x
      ) y`),
    );
  }
  const loaded = Date.now() - started;
  const rollupStarted = Date.now();
  const dims = `business_id, date_trunc('hour', start_at), direction, speech_skill_id,
    case when direction = 0 then callee else caller end`;
  await db.execute(
    sql.raw(`insert into call_rollups (business_id, hour, direction, speech_skill_id, number, calls, answered,
      duration_ms, turns, transfers, sms)
    select ${dims}, count(*), count(*) filter (where answered), sum(duration_ms), sum(turns),
      count(*) filter (where transferred), count(*) filter (where sms_sent)
    from call_sessions group by 1, 2, 3, 4, 5`),
  );
  const dayDims = `business_id, to_char(start_at at time zone '${TZ}', 'YYYY-MM-DD'), direction, speech_skill_id,
    case when direction = 0 then callee else caller end`;
  await db.execute(
    sql.raw(`insert into call_rollup_days (business_id, day, direction, speech_skill_id, number, calls, answered,
      duration_ms, turns, transfers, sms)
    select ${dayDims}, count(*), count(*) filter (where answered), sum(duration_ms), sum(turns),
      count(*) filter (where transferred), count(*) filter (where sms_sent)
    from call_sessions group by 1, 2, 3, 4, 5`),
  );
  await db.execute(
    sql.raw(`insert into call_rollup_counts (business_id, day, direction, speech_skill_id, number, kind, key, count)
    select ${dayDims}, 'intention', intention, count(*) from call_sessions where intention <> '' group by 1, 2, 3, 4, 5, 7
    union all
    select ${dayDims}, 'duration', case when duration_ms < 10000 then '10秒以内' when duration_ms < 30000 then '10-30秒'
      when duration_ms < 60000 then '30-60秒' when duration_ms < 120000 then '1-2分钟' else '2分钟以上' end, count(*)
      from call_sessions where answered group by 1, 2, 3, 4, 5, 7
    union all
    select ${dayDims}, 'turns', case when turns <= 2 then '0-2轮' when turns <= 5 then '3-5轮' when turns <= 10
      then '6-10轮' else '10轮以上' end, count(*) from call_sessions where answered group by 1, 2, 3, 4, 5, 7
    union all
    select ${dayDims}, 'label', l, count(*) from call_sessions, unnest(labels) l group by 1, 2, 3, 4, 5, 7`),
  );
  await db.execute(
    sql.raw(`insert into call_customer_days (business_id, day, direction, speech_skill_id, number, customer, calls,
      answered)
    select business_id, to_char(start_at at time zone '${TZ}', 'YYYY-MM-DD'), direction, speech_skill_id,
      case when direction = 0 then callee else caller end, case when direction = 0 then caller else callee end,
      count(*), count(*) filter (where answered)
    from call_sessions group by 1, 2, 3, 4, 5, 6`),
  );
  await db.execute(
    sql.raw(`insert into call_rollup_count_months (business_id, month, direction, speech_skill_id, number, kind, key,
      count)
    select business_id, left(day, 7), direction, speech_skill_id, number, kind, key, sum(count)
    from call_rollup_counts group by 1, 2, 3, 4, 5, 6, 7`),
  );
  await db.execute(
    sql.raw(`insert into customer_call_days (business_id, direction, customer, day)
    select distinct business_id, direction, customer, day from call_customer_days`),
  );
  await db.execute(
    sql.raw(`insert into customer_day_links (business_id, direction, day, prev_day, customers)
    select business_id, direction, day, prev_day, count(*) from (
      select business_id, direction, day,
        coalesce(lag(day) over (partition by business_id, direction, customer order by day), '') as prev_day
      from customer_call_days) linked
    group by 1, 2, 3, 4`),
  );
  await db.execute(sql`analyze`);
  return { loaded, rollups: Date.now() - rollupStarted };
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function time(run, runs) {
  await run();
  const samples = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95) };
}

async function bench(label, database, calls) {
  const { db } = database;
  await database.migrate();
  const { loaded, rollups } = await load_(db, calls);
  const reports = new ReportService({ db, timeZone: TZ });
  const rows = [];
  let agree = true;
  for (const r of ranges) {
    // The query as indexStatistics receives it once validated; scope gives the raw aggregate the
    // same filter and range.
    const query = { beginTime: r.begin, endTime: r.end, direction: 1, speechSkillId: [], callee: [] };
    const { filter, range } = reports.scope(BUSINESS, query);
    const fromRollups = await reports.summary(BUSINESS, query);
    const fromRaw = await rawReportSummary(db, filter, range, TZ);
    if (!isDeepStrictEqual(fromRollups, fromRaw)) agree = false;
    const rolled = await time(() => reports.summary(BUSINESS, query), RUNS);
    const raw = await time(() => rawReportSummary(db, filter, range, TZ), r.days > 30 ? Math.ceil(RUNS / 3) : RUNS);
    rows.push({ days: r.days, calls: fromRollups.totalCall, rolled, raw });
  }
  console.log(
    `\n${label}: ${calls.toLocaleString('en')} call records, ${BUSINESSES} businesses, 365 days; ` +
      `load ${(loaded / 1000).toFixed(1)} s, rollups built ${(rollups / 1000).toFixed(1)} s; ` +
      `rollups agree with raw aggregate: ${agree ? 'yes' : 'NO'}`,
  );
  console.log('| range | calls in range (one business) | rollups p50 | rollups p95 | raw p50 | raw p95 |');
  console.log('|---|---|---|---|---|---|');
  for (const row of rows) {
    const f = (ms) => `${ms.toFixed(1)} ms`;
    console.log(
      `| ${row.days} d | ${row.calls.toLocaleString('en')} | ${f(row.rolled.p50)} | ${f(row.rolled.p95)} | ${f(row.raw.p50)} | ${f(row.raw.p95)} |`,
    );
  }
}

const calls = Number(process.env.BENCH_CALLS ?? 1_000_000);
if (process.env.BENCH_PGLITE !== 'false') {
  const dir = mkdtempSync(join(tmpdir(), 'bench-report-'));
  try {
    const database = await openPglite(join(dir, 'pglite'));
    try {
      await bench('PGlite (on disk)', database, calls);
    } finally {
      await database.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const serverUrl = process.env.BENCH_DATABASE_URL;
if (serverUrl) {
  await withScratchDatabase(serverUrl, 'bench_report', async (url) => {
    const database = await openPostgres(url);
    try {
      await bench('PostgreSQL', database, Number(process.env.BENCH_PG_CALLS ?? calls));
    } finally {
      await database.close();
    }
  });
} else {
  console.log('\nPostgreSQL: skipped (set BENCH_DATABASE_URL to a server URL; a scratch database is created there)');
}
