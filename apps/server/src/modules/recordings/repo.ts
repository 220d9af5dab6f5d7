import { and, asc, eq, gt, gte, lte, ne, type SQL, sql } from 'drizzle-orm';
import { countAll, type Db } from '../../db/database.ts';
import { callSessions } from '../../db/schema/call-records.ts';
import { tasks } from '../../db/schema/task.ts';

const recordedColumns = {
  id: callSessions.id,
  businessId: callSessions.businessId,
  callee: callSessions.callee,
  startAt: callSessions.startAt,
  durationMs: callSessions.durationMs,
  dialog: callSessions.dialog,
};

/**
 * Calls that have a recording: answered, with a dialog, and not of a task in 高性能模式
 * (is_record 0: such a task's calls are not recorded). A call outside any task has no task row.
 */
function recorded(where: SQL | undefined) {
  return and(
    where,
    eq(callSessions.answered, true),
    ne(sql`jsonb_array_length(${callSessions.dialog})`, 0),
    sql`coalesce(${tasks.isRecord}, 1) <> 0`,
  );
}

/** The task of a call, joined by its text task_id within the same enterprise. */
const taskOfCall = and(eq(tasks.businessId, callSessions.businessId), eq(sql`${tasks.id}::text`, callSessions.taskId));

export type RecordedCallRow = Awaited<ReturnType<typeof recordedCall>>;

/** A call with a recording, by id; undefined when there is no such call or it has no recording. */
export async function recordedCall(db: Db, callId: number) {
  const [row] = await db
    .select(recordedColumns)
    .from(callSessions)
    .leftJoin(tasks, taskOfCall)
    .where(recorded(eq(callSessions.id, callId)))
    .limit(1);
  return row;
}

/** A task's calls, optionally those made (外呼时间) within a range. */
export interface TaskCalls {
  businessId: number;
  taskId: number;
  from?: Date;
  to?: Date;
}

function ofTask(calls: TaskCalls): SQL | undefined {
  return and(
    eq(callSessions.businessId, calls.businessId),
    eq(callSessions.taskId, String(calls.taskId)),
    calls.from && gte(callSessions.startAt, calls.from),
    calls.to && lte(callSessions.startAt, calls.to),
  );
}

/** A page of a task's calls with recordings, in id order after `afterId`. */
export function recordedCallsOfTask(db: Db, calls: TaskCalls, afterId: number, limit: number) {
  return db
    .select(recordedColumns)
    .from(callSessions)
    .leftJoin(tasks, taskOfCall)
    .where(recorded(and(ofTask(calls), gt(callSessions.id, afterId))))
    .orderBy(asc(callSessions.id))
    .limit(limit);
}

/** How many of a task's calls have recordings. */
export async function countRecordedCalls(db: Db, calls: TaskCalls): Promise<number> {
  const [row] = await db
    .select({ n: countAll() })
    .from(callSessions)
    .leftJoin(tasks, taskOfCall)
    .where(recorded(ofTask(calls)));
  return row?.n ?? 0;
}
