import type { CallReportSortField } from '@console/contracts';
import {
  and,
  arrayOverlaps,
  asc,
  desc,
  eq,
  gt,
  gte,
  inArray,
  like,
  lt,
  lte,
  or,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import { countAll, type Db } from '../../../db/database.ts';
import { containing } from '../../../db/query-helpers.ts';
import { type CallRecordsView, callRecordsView } from '../../call-records/index.ts';
import { scriptsView } from '../../speech/index.ts';

/** The filters of /ai/data (modules-spec 5.2), as the contract parsed them. */
export interface CallReportFilters {
  speechSkillId?: number;
  /** The enterprise's reception numbers (the call's callee); empty means all. */
  callee: string[];
  tagIntention: string[];
  label: string[];
  telNumber?: string;
  /** ms, both ends included. */
  callOutBeginTime?: number;
  callOutEndTime?: number;
}

export type CallReportSort = { field: CallReportSortField; dir: 'asc' | 'desc' };

/** The call records and the scripts they name, as this page reads them (the owners' views). */
function sourcesOf(db: Db) {
  return { calls: callRecordsView(db), scripts: scriptsView(db) };
}

type Sources = ReturnType<typeof sourcesOf>;

/**
 * The whitelisted sort fields' columns (the client names a key, never a column or SQL), each with
 * its value on a row read by this module (an export's keyset continues after it).
 */
function sortKeys({ calls, scripts }: Sources) {
  // A script's name as the page shows it: '' when the script is gone, so sorting and keyset paging agree.
  const skillName = sql<string>`coalesce(${scripts.name}, '')`;
  return {
    dnis: { column: calls.callee, valueOf: (call: InboundCall) => call.callee },
    speech_skill_name: { column: skillName, valueOf: (call: InboundCall) => call.skillName ?? '' },
    call_begin_time: { column: calls.startAt, valueOf: (call: InboundCall) => call.startAt },
    duration_call: { column: calls.durationMs, valueOf: (call: InboundCall) => call.durationMs },
    label_show: { column: calls.labels, valueOf: (call: InboundCall) => call.labels },
    tag_intention: { column: calls.intention, valueOf: (call: InboundCall) => call.intention },
    transfer_mark: { column: calls.transferred, valueOf: (call: InboundCall) => call.transferred },
    calluuid: { column: calls.id, valueOf: (call: InboundCall) => call.id },
  } satisfies Record<CallReportSortField, { column: SQLWrapper; valueOf(call: InboundCall): unknown }>;
}

/** The chosen order and then the call's id, newest first, so equal sort values always come in the same order. */
function orderOf(order: readonly CallReportSort[]): CallReportSort[] {
  return [...order, { field: 'calluuid', dir: 'desc' }];
}

/** Inbound calls (direction 0) of the enterprise that match the filters. */
function matching(calls: CallRecordsView, businessId: number, filters: CallReportFilters): SQL | undefined {
  return and(
    eq(calls.businessId, businessId),
    eq(calls.direction, 0),
    filters.speechSkillId === undefined ? undefined : eq(calls.speechSkillId, filters.speechSkillId),
    filters.callee.length > 0 ? inArray(calls.callee, filters.callee) : undefined,
    filters.tagIntention.length > 0 ? inArray(calls.intention, filters.tagIntention) : undefined,
    filters.label.length > 0 ? arrayOverlaps(calls.labels, filters.label) : undefined,
    // Inbound: the customer is the caller.
    filters.telNumber ? like(calls.caller, containing(filters.telNumber)) : undefined,
    filters.callOutBeginTime === undefined ? undefined : gte(calls.startAt, new Date(filters.callOutBeginTime)),
    filters.callOutEndTime === undefined ? undefined : lte(calls.startAt, new Date(filters.callOutEndTime)),
  );
}

function inboundCalls(db: Db, { calls, scripts }: Sources) {
  return db
    .select({
      id: calls.id,
      caller: calls.caller,
      callee: calls.callee,
      skillName: scripts.name,
      startAt: calls.startAt,
      durationMs: calls.durationMs,
      answered: calls.answered,
      labels: calls.labels,
      intention: calls.intention,
      transferred: calls.transferred,
      dialog: calls.dialog,
    })
    .from(calls)
    .leftJoin(scripts, and(eq(scripts.id, calls.speechSkillId), eq(scripts.businessId, calls.businessId)));
}

export type InboundCall = Awaited<ReturnType<typeof inboundCalls>>[number];

const orderBy = (sources: Sources, order: readonly CallReportSort[]) => {
  const keys = sortKeys(sources);
  return orderOf(order).map(({ field, dir }) => (dir === 'asc' ? asc : desc)(keys[field].column));
};

/** A page of the matching calls in the chosen order, and how many match. */
export async function callReportPage(
  db: Db,
  businessId: number,
  filters: CallReportFilters,
  order: readonly CallReportSort[],
  page: { limit: number; offset: number },
): Promise<{ rows: InboundCall[]; total: number }> {
  const sources = sourcesOf(db);
  const [total, rows] = await Promise.all([
    countCallReport(db, businessId, filters),
    inboundCalls(db, sources)
      .where(matching(sources.calls, businessId, filters))
      .orderBy(...orderBy(sources, order))
      .limit(page.limit)
      .offset(page.offset),
  ]);
  return { rows, total };
}

export async function countCallReport(db: Db, businessId: number, filters: CallReportFilters): Promise<number> {
  const calls = callRecordsView(db);
  const [{ n }] = await db.select({ n: countAll() }).from(calls).where(matching(calls, businessId, filters));
  return n;
}

/**
 * The calls that come after `last` in the order: a call whose first differing sort value is past
 * last's. Keyset rather than offset, so every page of an export costs the same however deep.
 */
function after(sources: Sources, last: InboundCall, order: readonly CallReportSort[]): SQL | undefined {
  const sorts = orderOf(order);
  const keys = sortKeys(sources);
  const compare = (op: typeof eq, field: CallReportSortField) => {
    const key: { column: SQLWrapper; valueOf(call: InboundCall): unknown } = keys[field];
    return op(key.column, key.valueOf(last));
  };
  return or(
    ...sorts.map(({ field, dir }, i) =>
      and(...sorts.slice(0, i).map((earlier) => compare(eq, earlier.field)), compare(dir === 'asc' ? gt : lt, field)),
    ),
  );
}

/** The matching calls after `last` (from the first when absent) in the page's order: a page of an export. */
export function callReportBatch(
  db: Db,
  businessId: number,
  filters: CallReportFilters,
  order: readonly CallReportSort[],
  last: InboundCall | undefined,
  limit: number,
): Promise<InboundCall[]> {
  const sources = sourcesOf(db);
  return inboundCalls(db, sources)
    .where(and(matching(sources.calls, businessId, filters), last && after(sources, last, order)))
    .orderBy(...orderBy(sources, order))
    .limit(limit);
}
