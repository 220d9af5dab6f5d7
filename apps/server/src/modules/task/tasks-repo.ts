import { and, asc, desc, eq, inArray, like, notInArray, type SQL, sql } from 'drizzle-orm';
import { countAll, type Db } from '../../db/database.ts';
import { containing } from '../../db/query-helpers.ts';
import { taskNumbers, tasks } from '../../db/schema/task.ts';
import { scriptsView } from '../speech/index.ts';

/** Tasks with their scripts' names. */
function selectTasks(db: Db, where: SQL | undefined) {
  const scripts = scriptsView(db);
  return db
    .select({ task: tasks, speechSkillName: scripts.name })
    .from(tasks)
    .innerJoin(scripts, eq(scripts.id, tasks.speechSkillId))
    .where(where);
}

export type TaskRecord = Awaited<ReturnType<typeof selectTasks>>[number];

export interface TaskScope {
  businessId: number;
  /** Only this member's tasks; undefined for every task of the enterprise. */
  userId?: number;
}

function inScope(scope: TaskScope): SQL | undefined {
  return and(
    eq(tasks.businessId, scope.businessId),
    scope.userId === undefined ? undefined : eq(tasks.userId, scope.userId),
  );
}

/** The current tasks: not deleted and not finished, newest first. */
export async function currentTasks(db: Db, scope: TaskScope, page: { limit: number; offset: number }, taskId?: number) {
  const where = and(
    inScope(scope),
    eq(tasks.deleted, false),
    notInArray(tasks.status, [4]),
    taskId === undefined ? undefined : eq(tasks.id, taskId),
  );
  const [[{ n }], rows] = await Promise.all([
    db.select({ n: countAll() }).from(tasks).where(where),
    selectTasks(db, where).orderBy(desc(tasks.createdAt), desc(tasks.id)).limit(page.limit).offset(page.offset),
  ]);
  return { rows, total: n };
}

const historySort = { createTime: tasks.createdAt, finishTime: tasks.finishedAt };

/** Every task, deleted and finished ones too, by name, in the chosen order. */
export async function historyTasks(
  db: Db,
  scope: TaskScope,
  query: { taskName?: string; sortName?: 'createTime' | 'finishTime'; sortOrder?: 'asc' | 'desc' },
  page: { limit: number; offset: number },
) {
  const where = and(inScope(scope), query.taskName ? like(tasks.name, containing(query.taskName)) : undefined);
  const column = historySort[query.sortName ?? 'createTime'];
  const order = query.sortOrder === 'asc' ? asc(column) : desc(column);
  const [[{ n }], rows] = await Promise.all([
    db.select({ n: countAll() }).from(tasks).where(where),
    selectTasks(db, where).orderBy(order, desc(tasks.id)).limit(page.limit).offset(page.offset),
  ]);
  return { rows, total: n };
}

export async function findTask(db: Db, scope: TaskScope, taskId: number): Promise<TaskRecord | undefined> {
  const [row] = await selectTasks(db, and(inScope(scope), eq(tasks.id, taskId))).limit(1);
  return row;
}

export async function insertTask(db: Db, task: typeof tasks.$inferInsert): Promise<number> {
  const [row] = await db.insert(tasks).values(task).returning({ id: tasks.id });
  return row.id;
}

export async function updateTask(db: Db, taskId: number, changes: Partial<typeof tasks.$inferInsert>): Promise<void> {
  await db.update(tasks).set(changes).where(eq(tasks.id, taskId));
}

/** The detail page's tiles: calls made and numbers called and answered. */
export async function statisticsOf(db: Db, taskId: number) {
  const [row] = await db
    .select({
      calls: sql<number>`coalesce(sum(${taskNumbers.attempts}), 0)`.mapWith(Number),
      called: sql<number>`count(*) filter (where ${taskNumbers.attempts} > 0)`.mapWith(Number),
      answered: sql<number>`count(*) filter (where ${taskNumbers.answered})`.mapWith(Number),
    })
    .from(taskNumbers)
    .where(eq(taskNumbers.taskId, taskId));
  return row;
}

export interface TaskProgress {
  /** Numbers finished in every round so far. */
  done: number;
  /** Numbers called at least once. */
  called: number;
  answered: number;
}

/** How far each task's numbers have got. */
export async function progressOf(db: Db, taskIds: number[]): Promise<Map<number, TaskProgress>> {
  const progress = new Map<number, TaskProgress>();
  if (taskIds.length === 0) return progress;
  const rows = await db
    .select({
      taskId: taskNumbers.taskId,
      done: sql<number>`count(*) filter (where ${taskNumbers.state} = 2)`.mapWith(Number),
      called: sql<number>`count(*) filter (where ${taskNumbers.attempts} > 0)`.mapWith(Number),
      answered: sql<number>`count(*) filter (where ${taskNumbers.answered})`.mapWith(Number),
    })
    .from(taskNumbers)
    .where(inArray(taskNumbers.taskId, taskIds))
    .groupBy(taskNumbers.taskId);
  for (const { taskId, ...counts } of rows) progress.set(taskId, counts);
  return progress;
}

/** The lines the enterprise's live, unfinished tasks hold (占用中), with the tasks holding them. */
export async function linesHeld(db: Db, businessId: number): Promise<Map<string, number[]>> {
  const rows = await db
    .select({ id: tasks.id, telNums: tasks.telNums })
    .from(tasks)
    .where(and(eq(tasks.businessId, businessId), eq(tasks.deleted, false), notInArray(tasks.status, [3, 4])));
  const held = new Map<string, number[]>();
  for (const row of rows) for (const line of row.telNums) held.set(line, [...(held.get(line) ?? []), row.id]);
  return held;
}
