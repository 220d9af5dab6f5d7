import { TaskStatus } from '@console/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { tasks } from '../../db/schema/task.ts';
import { scriptsView } from '../speech/index.ts';
import { SCHEDULED_STATUSES } from './dial-queue-repo.ts';
import type { TaskScope } from './tasks-repo.ts';

/** What the live monitor reads of the tasks: the running ones, those that may call soon, and owners. */

/** The scope's running tasks with their scripts' names, oldest first. */
export function runningTasks(db: Db, scope: TaskScope) {
  const scripts = scriptsView(db);
  return db
    .select({
      id: tasks.id,
      name: tasks.name,
      userId: tasks.userId,
      speechSkillId: tasks.speechSkillId,
      speechSkillName: scripts.name,
      numberCount: tasks.numberCount,
    })
    .from(tasks)
    .innerJoin(scripts, eq(scripts.id, tasks.speechSkillId))
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
