import type { Db } from '../../db/database.ts';
import { callSessions } from '../../db/schema/call-records.ts';

/**
 * The call records as a read-only subquery that other modules' queries join and filter (a task's
 * calls, the inbound calls of /ai/data, the customers' rows, recordings). The call-records module
 * alone writes them (record.ts) and names their table; a simple subquery like this one is folded
 * into the outer query by PostgreSQL, so the indexes of call_sessions still serve it.
 */
export function callRecordsView(db: Db) {
  return db
    .select({
      id: callSessions.id,
      businessId: callSessions.businessId,
      direction: callSessions.direction,
      taskId: callSessions.taskId,
      speechSkillId: callSessions.speechSkillId,
      line: callSessions.line,
      caller: callSessions.caller,
      callee: callSessions.callee,
      startAt: callSessions.startAt,
      answerAt: callSessions.answerAt,
      endAt: callSessions.endAt,
      durationMs: callSessions.durationMs,
      answered: callSessions.answered,
      turns: callSessions.turns,
      intention: callSessions.intention,
      labels: callSessions.labels,
      transferred: callSessions.transferred,
      smsSent: callSessions.smsSent,
      taskNumberId: callSessions.taskNumberId,
      callIndex: callSessions.callIndex,
      callResult: callSessions.callResult,
      ringMs: callSessions.ringMs,
      dialog: callSessions.dialog,
    })
    .from(callSessions)
    .as('call_records');
}

export type CallRecordsView = ReturnType<typeof callRecordsView>;
