import type { TaskRecordSortField } from '@console/contracts';
import { and, arrayOverlaps, asc, desc, eq, gt, gte, inArray, like, lt, lte, type SQL } from 'drizzle-orm';
import { countAll, type Db } from '../../db/database.ts';
import { containing } from '../../db/query-helpers.ts';
import { type CallRecordsView, callRecordsView } from '../call-records/index.ts';

/** The record filters of the detail page (modules-spec 4.6), as the contract parsed them. */
export interface RecordFilters {
  callResult: string[];
  tagIntention: string[];
  label: string[];
  /** Whole seconds of talk, both ends included. */
  minCallDuration?: number;
  maxCallDuration?: number;
  telNumber?: string;
  /** ms, both ends included. */
  callOutBeginTime?: number;
  callOutEndTime?: number;
}

export type RecordSort = { field: TaskRecordSortField; dir: 'asc' | 'desc' };

/** The whitelisted sort fields' columns: the client names a field, never a column or SQL. */
const sortColumns = (calls: CallRecordsView) =>
  ({
    time_callout: calls.startAt,
    duration_ring: calls.ringMs,
    duration_call: calls.durationMs,
    tag_intention: calls.intention,
    task_data_id: calls.taskNumberId,
  }) as const;

/**
 * The calls of one task of the enterprise that match the filters. A call's task is stored as the
 * text of its id (call_sessions.task_id), which the (business, task, start) index serves.
 */
export function matching(
  calls: CallRecordsView,
  businessId: number,
  taskId: number,
  filters: RecordFilters,
): SQL | undefined {
  const { minCallDuration: min, maxCallDuration: max } = filters;
  return and(
    eq(calls.businessId, businessId),
    eq(calls.taskId, String(taskId)),
    filters.callResult.length > 0 ? inArray(calls.callResult, filters.callResult) : undefined,
    filters.tagIntention.length > 0 ? inArray(calls.intention, filters.tagIntention) : undefined,
    filters.label.length > 0 ? arrayOverlaps(calls.labels, filters.label) : undefined,
    // The table shows whole seconds (floor), so N seconds is every talk time from N s to N+1 s.
    min === undefined ? undefined : gte(calls.durationMs, min * 1000),
    max === undefined ? undefined : lt(calls.durationMs, (max + 1) * 1000),
    filters.telNumber ? like(calls.callee, containing(filters.telNumber)) : undefined,
    filters.callOutBeginTime === undefined ? undefined : gte(calls.startAt, new Date(filters.callOutBeginTime)),
    filters.callOutEndTime === undefined ? undefined : lte(calls.startAt, new Date(filters.callOutEndTime)),
  );
}

/** Whether any filter narrows the calls (the date range, a result, a grade...). */
export function narrowsCalls(filters: RecordFilters): boolean {
  const bounds = [
    filters.minCallDuration,
    filters.maxCallDuration,
    filters.telNumber,
    filters.callOutBeginTime,
    filters.callOutEndTime,
  ];
  return (
    filters.callResult.length + filters.tagIntention.length + filters.label.length > 0 ||
    bounds.some((value) => value !== undefined && value !== '')
  );
}

const recordColumns = (calls: CallRecordsView) => ({
  id: calls.id,
  callee: calls.callee,
  startAt: calls.startAt,
  ringMs: calls.ringMs,
  durationMs: calls.durationMs,
  answered: calls.answered,
  callResult: calls.callResult,
  callIndex: calls.callIndex,
  labels: calls.labels,
  intention: calls.intention,
  taskNumberId: calls.taskNumberId,
  dialog: calls.dialog,
});

/** The matching calls after `afterId`, oldest first: a page of an export (keyset). */
export function recordBatch(
  db: Db,
  businessId: number,
  taskId: number,
  filters: RecordFilters,
  afterId: number,
  limit: number,
) {
  const calls = callRecordsView(db);
  return db
    .select(recordColumns(calls))
    .from(calls)
    .where(and(matching(calls, businessId, taskId, filters), gt(calls.id, afterId)))
    .orderBy(asc(calls.id))
    .limit(limit);
}

export type CallRecordOfTask = Awaited<ReturnType<typeof recordBatch>>[number];

/** A page of the task's matching calls in the chosen order, and how many match. */
export async function recordPage(
  db: Db,
  target: { businessId: number; taskId: number },
  filters: RecordFilters,
  order: readonly RecordSort[],
  page: { limit: number; offset: number },
): Promise<{ rows: CallRecordOfTask[]; total: number }> {
  const calls = callRecordsView(db);
  const where = matching(calls, target.businessId, target.taskId, filters);
  const columns = sortColumns(calls);
  const orderBy = order.map(({ field, dir }) => (dir === 'asc' ? asc(columns[field]) : desc(columns[field])));
  const [[{ n }], rows] = await Promise.all([
    db.select({ n: countAll() }).from(calls).where(where),
    // The call's id last, so equal sort values page the same way every time.
    db
      .select(recordColumns(calls))
      .from(calls)
      .where(where)
      .orderBy(...orderBy, desc(calls.id))
      .limit(page.limit)
      .offset(page.offset),
  ]);
  return { rows, total: n };
}

export async function countRecords(db: Db, businessId: number, taskId: number, filters: RecordFilters) {
  const calls = callRecordsView(db);
  const [{ n }] = await db
    .select({ n: countAll() })
    .from(calls)
    .where(matching(calls, businessId, taskId, filters));
  return n;
}
