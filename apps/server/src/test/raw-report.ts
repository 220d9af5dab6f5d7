import type { ReportSummary } from '@console/contracts';
import { and, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { callSessions, intentionTags, speechSkills } from '../db/schema/index.ts';
import { periodFormat } from '../modules/call-records/index.ts';
import { callAnalysisOf, type ReportFilter, type ReportRange, reportFiguresOf } from '../modules/report/index.ts';

/**
 * The report summary computed straight from call_sessions, without any rollup: the reference the
 * tests compare indexStatistics with, and the "plain aggregate" side of the bench. Bucket edges
 * are written out in SQL here on purpose, independent of the write path's bucket functions.
 */
const num = (expression: SQL) => sql<number>`coalesce(${expression}, 0)`.mapWith(Number);
const businessSide = sql`case when ${callSessions.direction} = 0 then ${callSessions.callee} else ${callSessions.caller} end`;
const customerSide = sql`case when ${callSessions.direction} = 0 then ${callSessions.caller} else ${callSessions.callee} end`;

export async function rawReportSummary(
  db: Db,
  filter: ReportFilter,
  range: ReportRange,
  timeZone: string,
): Promise<ReportSummary> {
  const where = and(
    eq(callSessions.businessId, filter.businessId),
    eq(callSessions.direction, filter.direction),
    gte(callSessions.startAt, range.from),
    lt(callSessions.startAt, range.to),
    filter.speechSkillIds.length > 0 ? inArray(callSessions.speechSkillId, filter.speechSkillIds) : undefined,
    filter.numbers.length > 0
      ? sql`${businessSide} in (${sql.join(
          filter.numbers.map((n) => sql`${n}`),
          sql`, `,
        )})`
      : undefined,
  );
  const answeredWhere = and(where, eq(callSessions.answered, true));
  const period = sql<string>`to_char(${callSessions.startAt} at time zone ${timeZone}, ${periodFormat(range.granularity)})`;
  const durationBucket = sql<string>`case when ${callSessions.durationMs} < 10000 then '10秒以内'
    when ${callSessions.durationMs} < 30000 then '10-30秒' when ${callSessions.durationMs} < 60000 then '30-60秒'
    when ${callSessions.durationMs} < 120000 then '1-2分钟' else '2分钟以上' end`;
  const turnBucket = sql<string>`case when ${callSessions.turns} <= 2 then '0-2轮' when ${callSessions.turns} <= 5 then '3-5轮'
    when ${callSessions.turns} <= 10 then '6-10轮' else '10轮以上' end`;
  const label = sql<string>`unnest(${callSessions.labels})`;

  const series = await db
    .select({
      time: period,
      calls: num(sql`count(*)`),
      answered: num(sql`count(*) filter (where ${callSessions.answered})`),
      durationMs: num(sql`sum(${callSessions.durationMs})`),
      turns: num(sql`sum(${callSessions.turns})`),
      transfers: num(sql`count(*) filter (where ${callSessions.transferred})`),
      sms: num(sql`count(*) filter (where ${callSessions.smsSent})`),
    })
    .from(callSessions)
    .where(where)
    .groupBy(sql`1`);
  const [tel] = await db
    .select({ n: num(sql`count(distinct ${customerSide})`) })
    .from(callSessions)
    .where(where);
  const intentions = await db
    .select({ name: callSessions.intention, n: num(sql`count(*)`) })
    .from(callSessions)
    .where(and(where, sql`${callSessions.intention} <> ''`))
    .groupBy(callSessions.intention);
  const durations = await db
    .select({ name: durationBucket, n: num(sql`count(*)`) })
    .from(callSessions)
    .where(answeredWhere)
    .groupBy(sql`1`);
  const turns = await db
    .select({ name: turnBucket, n: num(sql`count(*)`) })
    .from(callSessions)
    .where(answeredWhere)
    .groupBy(sql`1`);
  const labelled = db
    .select({ label: label.as('label'), skill: callSessions.speechSkillId })
    .from(callSessions)
    .where(where)
    .as('labelled');
  const labels = await db
    .select({
      label: labelled.label,
      n: num(sql`count(*)`),
      skills: sql<string[]>`array_remove(array_agg(distinct ${speechSkills.name}), null)`,
    })
    .from(labelled)
    .leftJoin(speechSkills, eq(speechSkills.id, labelled.skill))
    .groupBy(labelled.label);
  const tags = await db
    .select({ name: intentionTags.name })
    .from(intentionTags)
    .where(eq(intentionTags.businessId, filter.businessId))
    .orderBy(intentionTags.sort, intentionTags.id);

  const totals = { calls: 0, answered: 0, durationMs: 0, turns: 0, transfers: 0, sms: 0 };
  for (const row of series) {
    for (const key of Object.keys(totals) as (keyof typeof totals)[]) totals[key] += row[key];
  }
  const tagIntention: Record<string, number> = Object.fromEntries(tags.map((t) => [t.name, 0]));
  for (const row of intentions) tagIntention[row.name] = row.n;
  const byPeriod = new Map(series.map((row) => [row.time, row]));
  const durationCounts = new Map(durations.map((row) => [row.name, row.n]));
  const turnCounts = new Map(turns.map((row) => [row.name, row.n]));
  const labelRows: ReportSummary['labels'] = {};
  for (const row of labels.sort((a, b) => b.n - a.n)) {
    labelRows[row.label] = { count: row.n, label_skill: [...row.skills].sort().join('、') };
  }
  const figures = reportFiguresOf(totals, tel?.n ?? 0, tagIntention);
  return {
    granularity: range.granularity,
    ...figures,
    summary: figures,
    tagIntention,
    callAnalysis: callAnalysisOf(range, byPeriod),
    callDurationDistribution: ['10秒以内', '10-30秒', '30-60秒', '1-2分钟', '2分钟以上'].map((name) => ({
      name,
      value: durationCounts.get(name) ?? 0,
    })),
    interactCountDistribution: ['0-2轮', '3-5轮', '6-10轮', '10轮以上'].map((name) => ({
      name,
      value: turnCounts.get(name) ?? 0,
    })),
    labels: labelRows,
  };
}
