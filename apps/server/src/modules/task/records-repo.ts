import type { TaskRecordSortField } from '@console/contracts';
import { and, arrayOverlaps, asc, desc, eq, gt, gte, inArray, like, lt, lte, type SQL } from 'drizzle-orm';
import { countAll, type Db } from '../../db/database.ts';
import { containing } from '../../db/query-helpers.ts';
import { callSessions } from '../../db/schema/call-records.ts';

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
const SORT_COLUMNS = {
  time_callout: callSessions.startAt,
  duration_ring: callSessions.ringMs,
  duration_call: callSessions.durationMs,
  tag_intention: callSessions.intention,
  task_data_id: callSessions.taskNumberId,
} as const;

/**
 * The calls of one task of the enterprise that match the filters. A call's task is stored as the
 * text of its id (call_sessions.task_id), which the (business, task, start) index serves.
 */
export function matching(businessId: number, taskId: number, filters: RecordFilters): SQL | undefined {
  const { minCallDuration: min, maxCallDuration: max } = filters;
  return and(
    eq(callSessions.businessId, businessId),
    eq(callSessions.taskId, String(taskId)),
    filters.callResult.length > 0 ? inArray(callSessions.callResult, filters.callResult) : undefined,
    filters.tagIntention.length > 0 ? inArray(callSessions.intention, filters.tagIntention) : undefined,
    filters.label.length > 0 ? arrayOverlaps(callSessions.labels, filters.label) : undefined,
    // The table shows whole seconds (floor), so N seconds is every talk time from N s to N+1 s.
    min === undefined ? undefined : gte(callSessions.durationMs, min * 1000),
    max === undefined ? undefined : lt(callSessions.durationMs, (max + 1) * 1000),
    filters.telNumber ? like(callSessions.callee, containing(filters.telNumber)) : undefined,
    filters.callOutBeginTime === undefined ? undefined : gte(callSessions.startAt, new Date(filters.callOutBeginTime)),
    filters.callOutEndTime === undefined ? undefined : lte(callSessions.startAt, new Date(filters.callOutEndTime)),
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

const recordColumns = {
  id: callSessions.id,
  callee: callSessions.callee,
  startAt: callSessions.startAt,
  ringMs: callSessions.ringMs,
  durationMs: callSessions.durationMs,
  answered: callSessions.answered,
  callResult: callSessions.callResult,
  callIndex: callSessions.callIndex,
  labels: callSessions.labels,
  intention: callSessions.intention,
  taskNumberId: callSessions.taskNumberId,
  dialog: callSessions.dialog,
};

/** The matching calls after `afterId`, oldest first: a page of an export (keyset). */
export function recordBatch(
  db: Db,
  businessId: number,
  taskId: number,
  filters: RecordFilters,
  afterId: number,
  limit: number,
) {
  return db
    .select(recordColumns)
    .from(callSessions)
    .where(and(matching(businessId, taskId, filters), gt(callSessions.id, afterId)))
    .orderBy(asc(callSessions.id))
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
  const where = matching(target.businessId, target.taskId, filters);
  const orderBy = order.map(({ field, dir }) => (dir === 'asc' ? asc(SORT_COLUMNS[field]) : desc(SORT_COLUMNS[field])));
  const [[{ n }], rows] = await Promise.all([
    db.select({ n: countAll() }).from(callSessions).where(where),
    // The call's id last, so equal sort values page the same way every time.
    db
      .select(recordColumns)
      .from(callSessions)
      .where(where)
      .orderBy(...orderBy, desc(callSessions.id))
      .limit(page.limit)
      .offset(page.offset),
  ]);
  return { rows, total: n };
}

export async function countRecords(db: Db, businessId: number, taskId: number, filters: RecordFilters) {
  const [{ n }] = await db
    .select({ n: countAll() })
    .from(callSessions)
    .where(matching(businessId, taskId, filters));
  return n;
}
