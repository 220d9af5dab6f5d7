import { and, asc, eq, gt, gte, lte, ne, type SQL, sql } from 'drizzle-orm';
import { countAll, type Db } from '../../db/database.ts';
import { type CallRecordsView, callRecordsView } from '../call-records/index.ts';
import { tasksView } from '../task/index.ts';

/** The calls with their tasks (a call outside any task has none), as the owners let others read them. */
function sourcesOf(db: Db) {
  const calls = callRecordsView(db);
  const tasks = tasksView(db);
  return {
    calls,
    tasks,
    columns: {
      id: calls.id,
      businessId: calls.businessId,
      callee: calls.callee,
      startAt: calls.startAt,
      durationMs: calls.durationMs,
      dialog: calls.dialog,
    },
    /** The task of a call, joined by its text task_id within the same enterprise. */
    taskOfCall: and(eq(tasks.businessId, calls.businessId), eq(sql`${tasks.id}::text`, calls.taskId)),
  };
}

type Sources = ReturnType<typeof sourcesOf>;

/**
 * Calls that have a recording: answered, with a dialog, and not of a task in 高性能模式
 * (is_record 0: such a task's calls are not recorded). A call outside any task has no task row.
 */
function recorded({ calls, tasks }: Sources, where: SQL | undefined) {
  return and(
    where,
    eq(calls.answered, true),
    ne(sql`jsonb_array_length(${calls.dialog})`, 0),
    sql`coalesce(${tasks.isRecord}, 1) <> 0`,
  );
}

export type RecordedCallRow = NonNullable<Awaited<ReturnType<typeof recordedCall>>>;

/** A call with a recording, by id; undefined when there is no such call or it has no recording. */
export async function recordedCall(db: Db, callId: number) {
  const sources = sourcesOf(db);
  const [row] = await db
    .select(sources.columns)
    .from(sources.calls)
    .leftJoin(sources.tasks, sources.taskOfCall)
    .where(recorded(sources, eq(sources.calls.id, callId)))
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

function ofTask(view: CallRecordsView, calls: TaskCalls): SQL | undefined {
  return and(
    eq(view.businessId, calls.businessId),
    eq(view.taskId, String(calls.taskId)),
    calls.from && gte(view.startAt, calls.from),
    calls.to && lte(view.startAt, calls.to),
  );
}

/** A page of a task's calls with recordings, in id order after `afterId`. */
export function recordedCallsOfTask(db: Db, calls: TaskCalls, afterId: number, limit: number) {
  const sources = sourcesOf(db);
  return db
    .select(sources.columns)
    .from(sources.calls)
    .leftJoin(sources.tasks, sources.taskOfCall)
    .where(recorded(sources, and(ofTask(sources.calls, calls), gt(sources.calls.id, afterId))))
    .orderBy(asc(sources.calls.id))
    .limit(limit);
}

/** How many of a task's calls have recordings. */
export async function countRecordedCalls(db: Db, calls: TaskCalls): Promise<number> {
  const sources = sourcesOf(db);
  const [row] = await db
    .select({ n: countAll() })
    .from(sources.calls)
    .leftJoin(sources.tasks, sources.taskOfCall)
    .where(recorded(sources, ofTask(sources.calls, calls)));
  return row?.n ?? 0;
}
