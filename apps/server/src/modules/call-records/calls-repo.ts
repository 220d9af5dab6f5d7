import { and, asc, eq, gt, gte, inArray, lt, type SQL } from 'drizzle-orm';
import { countAll, type Db } from '../../db/database.ts';
import { callSessions } from '../../db/schema/call-records.ts';
import type { CallFilter } from './rollup-repo.ts';

/** The call records of a report filter and range: the business-side number is the caller of an outbound call, the callee of an inbound one. */
export interface CallRange {
  filter: CallFilter;
  from: Date;
  to: Date;
}

function callWhere({ filter, from, to }: CallRange): SQL | undefined {
  const numberColumn = filter.direction === 0 ? callSessions.callee : callSessions.caller;
  return and(
    eq(callSessions.businessId, filter.businessId),
    eq(callSessions.direction, filter.direction),
    gte(callSessions.startAt, from),
    lt(callSessions.startAt, to),
    filter.speechSkillIds.length > 0 ? inArray(callSessions.speechSkillId, filter.speechSkillIds) : undefined,
    filter.numbers.length > 0 ? inArray(numberColumn, filter.numbers) : undefined,
  );
}

export async function countCalls(db: Db, range: CallRange): Promise<number> {
  const [{ n }] = await db.select({ n: countAll() }).from(callSessions).where(callWhere(range));
  return n;
}

const callColumns = {
  id: callSessions.id,
  startAt: callSessions.startAt,
  caller: callSessions.caller,
  callee: callSessions.callee,
  speechSkillId: callSessions.speechSkillId,
  answered: callSessions.answered,
  durationMs: callSessions.durationMs,
  turns: callSessions.turns,
  intention: callSessions.intention,
  labels: callSessions.labels,
  transferred: callSessions.transferred,
  smsSent: callSessions.smsSent,
};

export type CallRow = Awaited<ReturnType<typeof callBatch>>[number];

/** One page of call records after id `afterId` (keyset: each page costs the same however deep). */
export function callBatch(db: Db, range: CallRange, afterId: number, limit: number) {
  return db
    .select(callColumns)
    .from(callSessions)
    .where(and(callWhere(range), gt(callSessions.id, afterId)))
    .orderBy(asc(callSessions.id))
    .limit(limit);
}
