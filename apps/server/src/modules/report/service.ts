import {
  type BucketCount,
  CALL_DURATION_BUCKETS,
  type CallBatchSummary,
  DIALOGUE_TURN_BUCKETS,
  percent,
  type ReportSummary,
} from '@console/contracts';
import type { Db } from '../../db/database.ts';
import type { ReportRange } from './range.ts';
import {
  callTotals,
  countersByPeriod,
  customerCount,
  intentionTagNames,
  keyedCounts,
  type ReportFilter,
  speechSkillNames,
} from './repo.ts';

export type { ReportFilter } from './repo.ts';

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
  const [series, keyed, totalTel, tags, scripts] = await Promise.all([
    countersByPeriod(db, filter, range, timeZone),
    keyedCounts(db, filter, range),
    customerCount(db, filter, range),
    intentionTagNames(db, filter.businessId),
    speechSkillNames(db, filter.businessId),
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
    totalTel,
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
  const [totals, unreached] = await Promise.all([
    callTotals(db, filter, range),
    customerCount(db, filter, range, { unreached: true }),
  ]);
  return {
    totalTelUnCall: unreached,
    totalAnswer: totals.answered,
    totalCall: totals.calls,
    totalRate: percent(totals.answered, totals.calls),
  };
}
