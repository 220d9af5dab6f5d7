import { ImportStatus } from '@console/contracts';
import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { importJobs } from '../../db/schema/imports.ts';

export type ImportJob = typeof importJobs.$inferSelect;
/** What is imported: questions into a knowledge base, or terms into a dictionary. */
export type ImportKind = 'question' | 'term';

export async function insertJob(db: Db, values: typeof importJobs.$inferInsert): Promise<ImportJob> {
  const [row] = await db.insert(importJobs).values(values).returning();
  return row;
}

export async function jobOf(db: Db, businessId: number, id: number): Promise<ImportJob | undefined> {
  const [row] = await db
    .select()
    .from(importJobs)
    .where(and(eq(importJobs.businessId, businessId), eq(importJobs.id, id)));
  return row;
}

/** Whether an import into the target is queued or running. */
export async function hasPendingImport(db: Db, kind: ImportKind, targetId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: importJobs.id })
    .from(importJobs)
    .where(
      and(eq(importJobs.kind, kind), eq(importJobs.targetId, targetId), eq(importJobs.status, ImportStatus.running)),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Takes the oldest queued import and marks it claimed in one statement; SKIP LOCKED keeps two
 * server instances on one database from taking the same one.
 */
export async function claimNextJob(db: Db, now: Date): Promise<ImportJob | undefined> {
  const [row] = await db
    .update(importJobs)
    .set({ claimedAt: now, heartbeatAt: now })
    .where(
      eq(
        importJobs.id,
        sql`(select ${importJobs.id} from ${importJobs} where ${importJobs.status} = ${ImportStatus.running}
          and ${importJobs.claimedAt} is null order by ${importJobs.id} limit 1 for update skip locked)`,
      ),
    )
    .returning();
  return row;
}

export async function touchJob(db: Db, id: number, change: { progress?: number; heartbeatAt: Date }): Promise<void> {
  await db.update(importJobs).set(change).where(eq(importJobs.id, id));
}

export async function finishJob(
  db: Db,
  id: number,
  result: { status: number; msg: string; progress: number; rejectedRowsTaskId?: number; now: Date },
): Promise<void> {
  const { now, ...values } = result;
  await db
    .update(importJobs)
    .set({ ...values, heartbeatAt: now, finishedAt: now })
    .where(and(eq(importJobs.id, id), eq(importJobs.status, ImportStatus.running)));
}

/**
 * Imports whose process died while running them (no heartbeat since `staleBefore`) end as 7
 * 上传失败: the person uploads the file again. Answers the ones failed.
 */
export async function failStaleJobs(db: Db, staleBefore: Date, msg: string, now: Date): Promise<ImportJob[]> {
  return db
    .update(importJobs)
    .set({ status: ImportStatus.uploadFailed, msg, finishedAt: now })
    .where(
      and(
        eq(importJobs.status, ImportStatus.running),
        isNotNull(importJobs.claimedAt),
        or(isNull(importJobs.heartbeatAt), lt(importJobs.heartbeatAt, staleBefore)),
      ),
    )
    .returning();
}
