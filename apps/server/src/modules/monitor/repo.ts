import { MONITOR_TEXTS, TAKE_OVER_TRACE_STAGE, TaskStatus, TraceType } from '@console/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { customerTraces } from '../../db/schema/customer.ts';
import { speechSkills } from '../../db/schema/speech.ts';
import { tasks } from '../../db/schema/task.ts';
import { customerOfCall } from '../customer/ai-trace.ts';
import { SCHEDULED_STATUSES } from '../dialer/index.ts';
import type { TaskScope } from '../task/tasks-repo.ts';

/** The scope's running tasks with their scripts' names, oldest first. */
export function runningTasks(db: Db, scope: TaskScope) {
  return db
    .select({
      id: tasks.id,
      name: tasks.name,
      userId: tasks.userId,
      speechSkillId: tasks.speechSkillId,
      speechSkillName: speechSkills.name,
      numberCount: tasks.numberCount,
    })
    .from(tasks)
    .innerJoin(speechSkills, eq(speechSkills.id, tasks.speechSkillId))
    .where(
      and(
        eq(tasks.businessId, scope.businessId),
        scope.userId === undefined ? undefined : eq(tasks.userId, scope.userId),
        eq(tasks.deleted, false),
        eq(tasks.status, TaskStatus.running),
      ),
    )
    .orderBy(asc(tasks.beginAt), asc(tasks.id));
}

export type RunningTask = Awaited<ReturnType<typeof runningTasks>>[number];

/** The ids of the scope's tasks that have calls now or may have soon (the dialer's). */
export async function liveTaskIds(db: Db, scope: TaskScope): Promise<number[]> {
  const rows = await db
    .select({ id: tasks.id })
    .from(tasks)
    .where(
      and(
        eq(tasks.businessId, scope.businessId),
        scope.userId === undefined ? undefined : eq(tasks.userId, scope.userId),
        eq(tasks.deleted, false),
        inArray(tasks.status, SCHEDULED_STATUSES),
      ),
    );
  return rows.map((row) => row.id);
}

/** A task of the scope, running or not: the owner a customer taken over gets. */
export async function taskOwner(db: Db, businessId: number, taskId: number): Promise<number | null | undefined> {
  const [row] = await db
    .select({ userId: tasks.userId })
    .from(tasks)
    .where(and(eq(tasks.businessId, businessId), eq(tasks.id, taskId)))
    .limit(1);
  return row?.userId;
}

export interface TakeOver {
  businessId: number;
  taskId: number;
  telNumber: string;
  /** The customer's 负责人 when the customer is new: the task's owner. */
  ownerId: number | null;
  memberId: number | null;
  memberName: string;
  at: Date;
}

/** The customer's 人工接管 trace (made with the customer when it is new); answers its id. */
export async function recordTakeOver(db: Db, takeOver: TakeOver): Promise<number> {
  return db.transaction(async (tx) => {
    const customerId = await customerOfCall(tx, { ...takeOver, telNumber: takeOver.telNumber });
    const [trace] = await tx
      .insert(customerTraces)
      .values({
        businessId: takeOver.businessId,
        customerId,
        taskId: takeOver.taskId,
        traceType: TraceType.manual,
        memberId: takeOver.memberId,
        memberName: takeOver.memberName,
        traceStage: TAKE_OVER_TRACE_STAGE,
        traceDetail: MONITOR_TEXTS.takeOverTrace,
        tracedAt: takeOver.at,
      })
      .returning({ id: customerTraces.id });
    return trace.id;
  });
}

/** Completes a take-over trace the member wrote; false when it is not theirs or not one. */
export async function completeTakeOver(
  db: Db,
  trace: { id: number; businessId: number; memberId: number },
  changes: { traceDetail?: string; traceStage?: number },
): Promise<boolean> {
  const set = {
    ...(changes.traceDetail ? { traceDetail: changes.traceDetail } : {}),
    ...(changes.traceStage !== undefined ? { traceStage: changes.traceStage } : {}),
  };
  const where = and(
    eq(customerTraces.id, trace.id),
    eq(customerTraces.businessId, trace.businessId),
    eq(customerTraces.traceType, TraceType.manual),
    eq(customerTraces.memberId, trace.memberId),
  );
  if (Object.keys(set).length === 0) {
    const [row] = await db.select({ id: customerTraces.id }).from(customerTraces).where(where).limit(1);
    return row !== undefined;
  }
  const updated = await db.update(customerTraces).set(set).where(where).returning({ id: customerTraces.id });
  return updated.length > 0;
}
