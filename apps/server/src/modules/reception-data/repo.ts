import type { CallReportSortField } from '@console/contracts';
import { and, arrayOverlaps, asc, desc, eq, gte, inArray, like, lte, type SQL } from 'drizzle-orm';
import { countAll, type Db } from '../../db/database.ts';
import { containing } from '../../db/query-helpers.ts';
import { callSessions, speechSkills } from '../../db/schema.ts';

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

/** The whitelisted sort fields' columns: the client names a key, never a column or SQL. */
const SORT_COLUMNS = {
  dnis: callSessions.callee,
  speech_skill_name: speechSkills.name,
  call_begin_time: callSessions.startAt,
  duration_call: callSessions.durationMs,
  label_show: callSessions.labels,
  tag_intention: callSessions.intention,
  transfer_mark: callSessions.transferred,
  calluuid: callSessions.id,
} as const;

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

/** A page of the matching calls in the chosen order, and how many match. */
export async function callReportPage(
  db: Db,
  businessId: number,
  filters: CallReportFilters,
  order: readonly CallReportSort[],
  page: { limit: number; offset: number },
): Promise<{ rows: InboundCall[]; total: number }> {
  const where = matching(businessId, filters);
  const orderBy = order.map(({ field, dir }) => (dir === 'asc' ? asc(SORT_COLUMNS[field]) : desc(SORT_COLUMNS[field])));
  const [[{ n }], rows] = await Promise.all([
    db.select({ n: countAll() }).from(callSessions).where(where),
    // The call's id last, so equal sort values page the same way every time.
    db
      .select(columns)
      .from(callSessions)
      .leftJoin(
        speechSkills,
        and(eq(speechSkills.id, callSessions.speechSkillId), eq(speechSkills.businessId, callSessions.businessId)),
      )
      .where(where)
      .orderBy(...orderBy, desc(callSessions.id))
      .limit(page.limit)
      .offset(page.offset),
  ]);
  return { rows, total: n };
}
