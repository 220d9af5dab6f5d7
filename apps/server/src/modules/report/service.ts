import {
  type BucketCount,
  CALL_DURATION_BUCKETS,
  type CallBatchSummary,
  DIALOGUE_TURN_BUCKETS,
  type ReportSummary,
} from '@console/contracts';
import { and, eq, gte, inArray, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { callCustomerDays, callRollupCounts, callRollups, intentionTags, speechSkills } from '../../db/schema.ts';
import { periodFormat, type ReportRange } from './range.ts';

/** What the report is filtered by, besides the range. */
export interface ReportFilter {
  businessId: number;
  direction: 0 | 1;
  /** Empty: all scripts. */
  speechSkillIds: number[];
  /** Business-side numbers (the callee of inbound calls); empty: all. */
  numbers: string[];
}

const num = (expression: SQL) => sql<number>`coalesce(${expression}, 0)`.mapWith(Number);

/** Percentage with two decimals; 0 when the base is 0. */
export function percent(part: number, whole: number): number {
  return whole > 0 ? Math.round((part * 10_000) / whole) / 100 : 0;
}

function rollupWhere(filter: ReportFilter, range: ReportRange): SQL | undefined {
  return and(
    eq(callRollups.businessId, filter.businessId),
    eq(callRollups.direction, filter.direction),
    gte(callRollups.hour, range.from),
    lt(callRollups.hour, range.to),
    filter.speechSkillIds.length > 0 ? inArray(callRollups.speechSkillId, filter.speechSkillIds) : undefined,
    filter.numbers.length > 0 ? inArray(callRollups.number, filter.numbers) : undefined,
  );
}

/** The per-day tables: the range's days, same filters. */
function dayWhere(
  table: typeof callRollupCounts | typeof callCustomerDays,
  filter: ReportFilter,
  range: ReportRange,
): SQL | undefined {
  return and(
    eq(table.businessId, filter.businessId),
    eq(table.direction, filter.direction),
    gte(table.day, range.beginDay),
    lte(table.day, range.endDay),
    filter.speechSkillIds.length > 0 ? inArray(table.speechSkillId, filter.speechSkillIds) : undefined,
    filter.numbers.length > 0 ? inArray(table.number, filter.numbers) : undefined,
  );
}

function buckets(names: readonly { name: string }[], counts: Map<string, number>): BucketCount[] {
  return names.map(({ name }) => ({ name, value: counts.get(name) ?? 0 }));
}

/** The report summary from the rollups (never the raw records). */
export async function reportSummary(
  db: Db,
  filter: ReportFilter,
  range: ReportRange,
  timeZone: string,
): Promise<ReportSummary> {
  const where = rollupWhere(filter, range);
  const period = sql<string>`to_char(${callRollups.hour} at time zone ${timeZone}, ${periodFormat(range.granularity)})`;
  const [series, keyed, [tel], tags, scripts] = await Promise.all([
    db
      .select({
        time: period,
        calls: num(sql`sum(${callRollups.calls})`),
        answered: num(sql`sum(${callRollups.answered})`),
        durationMs: num(sql`sum(${callRollups.durationMs})`),
        turns: num(sql`sum(${callRollups.turns})`),
        transfers: num(sql`sum(${callRollups.transfers})`),
        sms: num(sql`sum(${callRollups.sms})`),
      })
      .from(callRollups)
      .where(where)
      .groupBy(sql`1`),
    db
      .select({
        kind: callRollupCounts.kind,
        key: callRollupCounts.key,
        speechSkillId: callRollupCounts.speechSkillId,
        count: num(sql`sum(${callRollupCounts.count})`),
      })
      .from(callRollupCounts)
      .where(dayWhere(callRollupCounts, filter, range))
      .groupBy(callRollupCounts.kind, callRollupCounts.key, callRollupCounts.speechSkillId),
    db
      .select({ n: num(sql`count(distinct ${callCustomerDays.customer})`) })
      .from(callCustomerDays)
      .where(dayWhere(callCustomerDays, filter, range)),
    db
      .select({ name: intentionTags.name })
      .from(intentionTags)
      .where(eq(intentionTags.businessId, filter.businessId))
      .orderBy(intentionTags.sort, intentionTags.id),
    db
      .select({ id: speechSkills.id, name: speechSkills.name })
      .from(speechSkills)
      .where(eq(speechSkills.businessId, filter.businessId)),
  ]);

  const byPeriod = new Map(series.map((row) => [row.time, row]));
  const totals = { calls: 0, answered: 0, durationMs: 0, turns: 0, transfers: 0, sms: 0 };
  for (const row of series) {
    for (const key of Object.keys(totals) as (keyof typeof totals)[]) totals[key] += row[key];
  }

  const tagIntention: Record<string, number> = Object.fromEntries(tags.map((t) => [t.name, 0]));
  const durations = new Map<string, number>();
  const turns = new Map<string, number>();
  const scriptName = new Map(scripts.map((s) => [s.id, s.name]));
  const labelCounts = new Map<string, { count: number; skills: Set<string> }>();
  for (const row of keyed) {
    if (row.kind === 'intention') tagIntention[row.key] = (tagIntention[row.key] ?? 0) + row.count;
    else if (row.kind === 'duration') durations.set(row.key, (durations.get(row.key) ?? 0) + row.count);
    else if (row.kind === 'turns') turns.set(row.key, (turns.get(row.key) ?? 0) + row.count);
    else if (row.kind === 'label') {
      let entry = labelCounts.get(row.key);
      if (!entry) {
        entry = { count: 0, skills: new Set() };
        labelCounts.set(row.key, entry);
      }
      entry.count += row.count;
      const name = scriptName.get(row.speechSkillId);
      if (name) entry.skills.add(name);
    }
  }
  const labels: ReportSummary['labels'] = {};
  for (const [label, { count, skills }] of [...labelCounts].sort((a, b) => b[1].count - a[1].count)) {
    labels[label] = { count, label_skill: [...skills].sort().join('、') };
  }

  return {
    granularity: range.granularity,
    totalCall: totals.calls,
    totalAnswer: totals.answered,
    totalTel: tel?.n ?? 0,
    avgDuration: totals.answered > 0 ? Math.round(totals.durationMs / totals.answered) : 0,
    totalDuration: totals.durationMs,
    A: percent(tagIntention.A ?? 0, totals.answered),
    B: percent(tagIntention.B ?? 0, totals.answered),
    transferCount: totals.transfers,
    smsCount: totals.sms,
    tagIntention,
    callAnalysis: range.periods.map((time) => {
      const row = byPeriod.get(time);
      const callTotal = row?.calls ?? 0;
      const callAnswer = row?.answered ?? 0;
      return {
        time,
        callDuration: row?.durationMs ?? 0,
        interactCount: row?.turns ?? 0,
        callTotal,
        callAnswer,
        callAnswerRate: percent(callAnswer, callTotal),
      };
    }),
    callDurationDistribution: buckets(CALL_DURATION_BUCKETS, durations),
    interactCountDistribution: buckets(DIALOGUE_TURN_BUCKETS, turns),
    labels,
  };
}

/** The custom batch metrics, also from the rollups. */
export async function callBatchSummary(db: Db, filter: ReportFilter, range: ReportRange): Promise<CallBatchSummary> {
  const [[totals], [uncalled]] = await Promise.all([
    db
      .select({
        calls: num(sql`sum(${callRollups.calls})`),
        answered: num(sql`sum(${callRollups.answered})`),
      })
      .from(callRollups)
      .where(rollupWhere(filter, range)),
    db.select({ n: num(sql`count(*)`) }).from(
      db
        .select({ customer: callCustomerDays.customer })
        .from(callCustomerDays)
        .where(dayWhere(callCustomerDays, filter, range))
        .groupBy(callCustomerDays.customer)
        .having(sql`sum(${callCustomerDays.answered}) = 0`)
        .as('unreached'),
    ),
  ]);
  return {
    totalTelUnCall: uncalled?.n ?? 0,
    totalAnswer: totals?.answered ?? 0,
    totalCall: totals?.calls ?? 0,
    totalRate: percent(totals?.answered ?? 0, totals?.calls ?? 0),
  };
}
