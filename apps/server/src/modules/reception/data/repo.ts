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
import { callSessions } from '../../../db/schema/call-records.ts';
import { speechSkills } from '../../../db/schema/speech.ts';

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

/** A script's name as the page shows it: '' when the script is gone, so sorting and keyset paging agree. */
const skillName = sql<string>`coalesce(${speechSkills.name}, '')`;

/**
 * The whitelisted sort fields' columns (the client names a key, never a column or SQL), each with
 * its value on a row read by this module (an export's keyset continues after it).
 */
const SORT_KEYS = {
  dnis: { column: callSessions.callee, valueOf: (call: InboundCall) => call.callee },
  speech_skill_name: { column: skillName, valueOf: (call: InboundCall) => call.skillName ?? '' },
  call_begin_time: { column: callSessions.startAt, valueOf: (call: InboundCall) => call.startAt },
  duration_call: { column: callSessions.durationMs, valueOf: (call: InboundCall) => call.durationMs },
  label_show: { column: callSessions.labels, valueOf: (call: InboundCall) => call.labels },
  tag_intention: { column: callSessions.intention, valueOf: (call: InboundCall) => call.intention },
  transfer_mark: { column: callSessions.transferred, valueOf: (call: InboundCall) => call.transferred },
  calluuid: { column: callSessions.id, valueOf: (call: InboundCall) => call.id },
} satisfies Record<CallReportSortField, { column: SQLWrapper; valueOf(call: InboundCall): unknown }>;

/** The chosen order and then the call's id, newest first, so equal sort values always come in the same order. */
function orderOf(order: readonly CallReportSort[]): CallReportSort[] {
  return [...order, { field: 'calluuid', dir: 'desc' }];
}

/** Inbound calls (direction 0) of the enterprise that match the filters. */
function matching(businessId: number, filters: CallReportFilters): SQL | undefined {
  return and(
    eq(callSessions.businessId, businessId),
    eq(callSessions.direction, 0),
    filters.speechSkillId === undefined ? undefined : eq(callSessions.speechSkillId, filters.speechSkillId),
    filters.callee.length > 0 ? inArray(callSessions.callee, filters.callee) : undefined,
    filters.tagIntention.length > 0 ? inArray(callSessions.intention, filters.tagIntention) : undefined,
    filters.label.length > 0 ? arrayOverlaps(callSessions.labels, filters.label) : undefined,
    // Inbound: the customer is the caller.
    filters.telNumber ? like(callSessions.caller, containing(filters.telNumber)) : undefined,
    filters.callOutBeginTime === undefined ? undefined : gte(callSessions.startAt, new Date(filters.callOutBeginTime)),
    filters.callOutEndTime === undefined ? undefined : lte(callSessions.startAt, new Date(filters.callOutEndTime)),
  );
}

const columns = {
  id: callSessions.id,
  caller: callSessions.caller,
  callee: callSessions.callee,
  skillName: speechSkills.name,
  startAt: callSessions.startAt,
  durationMs: callSessions.durationMs,
  answered: callSessions.answered,
  labels: callSessions.labels,
  intention: callSessions.intention,
  transferred: callSessions.transferred,
  dialog: callSessions.dialog,
};

export type InboundCall = {
  [K in keyof typeof columns]: K extends 'skillName' ? string | null : (typeof columns)[K]['_']['data'];
};

function inboundCalls(db: Db) {
  return db
    .select(columns)
    .from(callSessions)
    .leftJoin(
      speechSkills,
      and(eq(speechSkills.id, callSessions.speechSkillId), eq(speechSkills.businessId, callSessions.businessId)),
    );
}

const orderBy = (order: readonly CallReportSort[]) =>
  orderOf(order).map(({ field, dir }) => (dir === 'asc' ? asc : desc)(SORT_KEYS[field].column));

/** A page of the matching calls in the chosen order, and how many match. */
export async function callReportPage(
  db: Db,
  businessId: number,
  filters: CallReportFilters,
  order: readonly CallReportSort[],
  page: { limit: number; offset: number },
): Promise<{ rows: InboundCall[]; total: number }> {
  const [total, rows] = await Promise.all([
    countCallReport(db, businessId, filters),
    inboundCalls(db)
      .where(matching(businessId, filters))
      .orderBy(...orderBy(order))
      .limit(page.limit)
      .offset(page.offset),
  ]);
  return { rows, total };
}

export async function countCallReport(db: Db, businessId: number, filters: CallReportFilters): Promise<number> {
  const [{ n }] = await db.select({ n: countAll() }).from(callSessions).where(matching(businessId, filters));
  return n;
}

/**
 * The calls that come after `last` in the order: a call whose first differing sort value is past
 * last's. Keyset rather than offset, so every page of an export costs the same however deep.
 */
function after(last: InboundCall, order: readonly CallReportSort[]): SQL | undefined {
  const sorts = orderOf(order);
  const compare = (op: typeof eq, field: CallReportSortField) => {
    const key: { column: SQLWrapper; valueOf(call: InboundCall): unknown } = SORT_KEYS[field];
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
  return inboundCalls(db)
    .where(and(matching(businessId, filters), last && after(last, order)))
    .orderBy(...orderBy(order))
    .limit(limit);
}
