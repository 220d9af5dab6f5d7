import { DownloadTaskStatus } from '@console/contracts';
import { and, desc, eq, gte, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { countAll } from '../../db/database.ts';
import { downloadTasks } from '../../db/schema/download.ts';
import type { RowOwner } from '../account/index.ts';

export type DownloadTask = typeof downloadTasks.$inferSelect;

/** A worker is on it: reading the data or writing the file. */
const RUNNING = [DownloadTaskStatus.querying, DownloadTaskStatus.writing];

function ownedBy(owner: RowOwner): SQL | undefined {
  return and(
    eq(downloadTasks.businessId, owner.businessId),
    owner.userId !== null
      ? eq(downloadTasks.userId, owner.userId)
      : and(isNull(downloadTasks.userId), eq(downloadTasks.operatorId, owner.operatorId ?? -1)),
  );
}

export async function insertTask(db: Db, values: typeof downloadTasks.$inferInsert): Promise<DownloadTask> {
  const [row] = await db.insert(downloadTasks).values(values).returning();
  return row;
}

/** The owner's tasks created at or after `since`, newest first, leaving out `hiddenTypes`. */
export async function listOwnTasks(
  db: Db,
  owner: RowOwner,
  options: { since: Date; hiddenTypes: readonly number[]; limit: number; offset: number },
): Promise<{ rows: DownloadTask[]; total: number }> {
  const where = and(
    ownedBy(owner),
    gte(downloadTasks.createdAt, options.since),
    options.hiddenTypes.length > 0
      ? sql`${downloadTasks.downloadType} not in (${sql.join(
          options.hiddenTypes.map((t) => sql`${t}`),
          sql`, `,
        )})`
      : undefined,
  );
  const [{ n }] = await db.select({ n: countAll() }).from(downloadTasks).where(where);
  const rows = await db
    .select()
    .from(downloadTasks)
    .where(where)
    .orderBy(desc(downloadTasks.createdAt), desc(downloadTasks.id))
    .limit(options.limit)
    .offset(options.offset);
  return { rows, total: n };
}

export async function findTask(db: Db, id: number): Promise<DownloadTask | undefined> {
  const [row] = await db.select().from(downloadTasks).where(eq(downloadTasks.id, id)).limit(1);
  return row;
}

export async function findOwnTask(db: Db, owner: RowOwner, id: number): Promise<DownloadTask | undefined> {
  const [row] = await db
    .select()
    .from(downloadTasks)
    .where(and(eq(downloadTasks.id, id), ownedBy(owner)))
    .limit(1);
  return row;
}

/**
 * Whether the owner has a task of this type still queued or running whose query has these
 * values (e.g. the same calling task): a second one would only write the same file again.
 */
export async function hasUnfinishedTaskOf(
  db: Db,
  owner: RowOwner,
  downloadType: number,
  queryValues: Record<string, string | number>,
): Promise<boolean> {
  const [row] = await db
    .select({ id: downloadTasks.id })
    .from(downloadTasks)
    .where(
      and(
        ownedBy(owner),
        eq(downloadTasks.downloadType, downloadType),
        inArray(downloadTasks.taskStatus, [DownloadTaskStatus.queued, ...RUNNING]),
        ...Object.entries(queryValues).map(([key, value]) => sql`${downloadTasks.query}->>${key} = ${String(value)}`),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function deleteTask(db: Db, id: number): Promise<DownloadTask | undefined> {
  const [row] = await db.delete(downloadTasks).where(eq(downloadTasks.id, id)).returning();
  return row;
}

/**
 * Takes the oldest queued task and marks it querying in one statement. SKIP LOCKED keeps two
 * server instances on one database from taking the same task.
 */
export async function claimNextTask(db: Db, now: Date, workerId: string): Promise<DownloadTask | undefined> {
  const [row] = await db
    .update(downloadTasks)
    .set({
      taskStatus: DownloadTaskStatus.querying,
      progress: 0,
      heartbeatAt: now,
      workerId,
      attempts: sql`${downloadTasks.attempts} + 1`,
    })
    .where(
      eq(
        downloadTasks.id,
        sql`(select ${downloadTasks.id} from ${downloadTasks} where ${downloadTasks.taskStatus} = ${DownloadTaskStatus.queued}
          order by ${downloadTasks.id} limit 1 for update skip locked)`,
      ),
    )
    .returning();
  return row;
}

/**
 * Records the running attempt's state. Answers false when the task was deleted (cancelled) or
 * handed to another attempt meanwhile, which tells the running export to stop.
 */
export async function touchTask(
  db: Db,
  task: Pick<DownloadTask, 'id' | 'attempts'>,
  changes: { taskStatus?: number; progress?: number; heartbeatAt: Date },
): Promise<boolean> {
  const rows = await db
    .update(downloadTasks)
    .set(changes)
    .where(
      and(
        eq(downloadTasks.id, task.id),
        eq(downloadTasks.attempts, task.attempts),
        inArray(downloadTasks.taskStatus, RUNNING),
      ),
    )
    .returning({ id: downloadTasks.id });
  return rows.length > 0;
}

export async function finishTask(
  db: Db,
  task: Pick<DownloadTask, 'id' | 'attempts'>,
  changes: { storedName: string; fileSize: number; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(downloadTasks)
    .set({
      taskStatus: DownloadTaskStatus.done,
      progress: 100,
      storedName: changes.storedName,
      fileSize: changes.fileSize,
      heartbeatAt: changes.now,
      finishedAt: changes.now,
      error: '',
    })
    .where(and(eq(downloadTasks.id, task.id), eq(downloadTasks.attempts, task.attempts)))
    .returning({ id: downloadTasks.id });
  return rows.length > 0;
}

/** Puts a task stopped by a shutdown back in the queue; a shutdown is not a failed attempt. */
export async function releaseTask(db: Db, task: Pick<DownloadTask, 'id' | 'attempts'>): Promise<void> {
  await db
    .update(downloadTasks)
    .set({ taskStatus: DownloadTaskStatus.queued, progress: 0, heartbeatAt: null, attempts: task.attempts - 1 })
    .where(
      and(
        eq(downloadTasks.id, task.id),
        eq(downloadTasks.attempts, task.attempts),
        inArray(downloadTasks.taskStatus, RUNNING),
      ),
    );
}

export async function failTask(db: Db, id: number, error: string, now: Date): Promise<void> {
  await db
    .update(downloadTasks)
    .set({ taskStatus: DownloadTaskStatus.failed, error: error.slice(0, 2000), heartbeatAt: now, finishedAt: now })
    .where(eq(downloadTasks.id, id));
}

export async function markExpired(db: Db, id: number): Promise<void> {
  await db
    .update(downloadTasks)
    .set({ taskStatus: DownloadTaskStatus.expired, storedName: '' })
    .where(eq(downloadTasks.id, id));
}

/**
 * Tasks in progress whose worker has not shown a sign of life since `staleBefore`, and those of
 * `ownWorker` (a process restarted under its name runs none yet): their process died (or hangs).
 * Each goes back to the queue, or fails after `maxAttempts` starts.
 */
export async function recoverStaleTasks(
  db: Db,
  of: { staleBefore: Date; maxAttempts: number; now: Date; ownWorker?: string },
): Promise<{ requeued: DownloadTask[]; failed: DownloadTask[] }> {
  const { staleBefore, maxAttempts, now, ownWorker } = of;
  const stale = and(
    inArray(downloadTasks.taskStatus, RUNNING),
    or(
      isNull(downloadTasks.heartbeatAt),
      lt(downloadTasks.heartbeatAt, staleBefore),
      ownWorker === undefined ? undefined : eq(downloadTasks.workerId, ownWorker),
    ),
  );
  const failed = await db
    .update(downloadTasks)
    .set({ taskStatus: DownloadTaskStatus.failed, error: `进程中断，已尝试${maxAttempts}次`, finishedAt: now })
    .where(and(stale, gte(downloadTasks.attempts, maxAttempts)))
    .returning();
  const requeued = await db
    .update(downloadTasks)
    .set({ taskStatus: DownloadTaskStatus.queued, progress: 0, heartbeatAt: null, workerId: null })
    .where(stale)
    .returning();
  return { requeued, failed };
}

/** Removes the tasks created before `before` and answers them (for their files). */
export async function deleteTasksBefore(db: Db, before: Date): Promise<DownloadTask[]> {
  return db.delete(downloadTasks).where(lt(downloadTasks.createdAt, before)).returning();
}
