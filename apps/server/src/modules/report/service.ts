import {
  type BucketCount,
  CALL_DURATION_BUCKETS,
  type CallBatchSummary,
  CUSTOM_METRICS_PATH,
  DIALOGUE_TURN_BUCKETS,
  ErrorCode,
  type ParsedBodyOf,
  type Permissions,
  percent,
  permissionAt,
  type ReportSummary,
  type reportApi,
} from '@console/contracts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { type CallFilter, callTotals, countersByPeriod, customerCount, keyedCounts } from '../call-records/index.ts';
import { intentionTagNames, intentionTagRows, scriptNames } from '../speech/index.ts';
import { callAnalysisOf, reportFiguresOf } from './call-analysis.ts';
import { type ReportRange, reportRange } from './range.ts';

/** What the report is filtered by, besides the range: the rollups' filter. */
export type ReportFilter = CallFilter;

function buckets(names: readonly { name: string }[], counts: Map<string, number>): BucketCount[] {
  return names.map(({ name }) => ({ name, value: counts.get(name) ?? 0 }));
}

/** The report query as the contract gives it, after validation. */
type ReportQuery = ParsedBodyOf<typeof reportApi.indexStatistics>;

/**
 * The data-statistics report, from the rollups of modules/call-records, and the lookups of its filters.
 * Every query is scoped to one business; the routes pass the session's.
 */
export class ReportService {
  constructor(private readonly deps: { db: Db; timeZone: string }) {}

  /** The range of a query (330060 when malformed, reversed or too long) and its filter. */
  scope(businessId: number, query: ReportQuery): { filter: ReportFilter; range: ReportRange } {
    return {
      filter: {
        businessId,
        direction: query.direction,
        speechSkillIds: query.speechSkillId,
        numbers: query.callee,
      },
      range: reportRange(query.beginTime, query.endTime, this.deps.timeZone),
    };
  }

  summary(businessId: number, query: ReportQuery): Promise<ReportSummary> {
    const { filter, range } = this.scope(businessId, query);
    return summaryOf(this.deps.db, filter, range, this.deps.timeZone);
  }

  /** Only for a business whose config `report` has customMetrics true; others are refused. */
  callBatch(businessId: number, query: ReportQuery, permissions: Permissions): Promise<CallBatchSummary> {
    if (permissionAt(permissions, CUSTOM_METRICS_PATH) !== true) throw new AppError(ErrorCode.AccessDenied);
    const { filter, range } = this.scope(businessId, query);
    return callBatchSummary(this.deps.db, filter, range);
  }

  intentionTags(businessId: number) {
    return intentionTagRows(this.deps.db, businessId);
  }
}

/** The report summary from the rollups (never the raw records). */
async function summaryOf(db: Db, filter: ReportFilter, range: ReportRange, timeZone: string): Promise<ReportSummary> {
  const [series, keyed, totalTel, tags, scripts] = await Promise.all([
    countersByPeriod(db, filter, range, timeZone),
    keyedCounts(db, filter, range),
    customerCount(db, filter, range),
    intentionTagNames(db, filter.businessId),
    scriptNames(db, filter.businessId),
  ]);

  const byPeriod = new Map(series.map((row) => [row.time, row]));
  const totals = { calls: 0, answered: 0, durationMs: 0, turns: 0, transfers: 0, sms: 0 };
  for (const row of series) {
    for (const key of Object.keys(totals) as (keyof typeof totals)[]) totals[key] += row[key];
  }

  const tagIntention: Record<string, number> = Object.fromEntries(tags.map((t) => [t.name, 0]));
  const durations = new Map<string, number>();
  const turns = new Map<string, number>();
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
      const name = scripts.get(row.speechSkillId);
      if (name) entry.skills.add(name);
    }
  }
  const labels: ReportSummary['labels'] = {};
  for (const [label, { count, skills }] of [...labelCounts].sort((a, b) => b[1].count - a[1].count)) {
    labels[label] = { count, label_skill: [...skills].sort().join('、') };
  }

  const figures = reportFiguresOf(totals, totalTel, tagIntention);
  return {
    granularity: range.granularity,
    ...figures,
    summary: figures,
    tagIntention,
    callAnalysis: callAnalysisOf(range, byPeriod),
    callDurationDistribution: buckets(CALL_DURATION_BUCKETS, durations),
    interactCountDistribution: buckets(DIALOGUE_TURN_BUCKETS, turns),
    labels,
  };
}

/** The custom batch metrics, also from the rollups. */
async function callBatchSummary(db: Db, filter: ReportFilter, range: ReportRange): Promise<CallBatchSummary> {
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
