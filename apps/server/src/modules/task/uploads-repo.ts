import { and, eq, lt, or, sql } from 'drizzle-orm';
import { texts } from '../../db/array-params.ts';
import type { Db } from '../../db/database.ts';
import { taskNumbers, taskUploadNumbers, taskUploads } from '../../db/schema/task.ts';

export async function insertUpload(db: Db, upload: typeof taskUploads.$inferInsert): Promise<number> {
  const [row] = await db.insert(taskUploads).values(upload).returning({ id: taskUploads.id });
  return row.id;
}

/**
 * Stages a batch of an upload's accepted rows, numbered on from `firstRowNo`, as one statement of
 * four parameters: a million rows would otherwise build a thousand-row VALUES list a thousand times.
 */
export async function insertUploadNumbers(
  db: Db,
  uploadId: number,
  firstRowNo: number,
  rows: readonly { number: string; variables: Record<string, string> }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`
    insert into ${taskUploadNumbers} (upload_id, row_no, number, variables)
    select ${uploadId}::integer, ${firstRowNo}::integer + r.ord::integer - 1, r.number, r.variables
    from unnest(${texts(rows.map((row) => row.number))}::text[],
                ${texts(rows.map((row) => JSON.stringify(row.variables)))}::jsonb[])
      with ordinality as r(number, variables, ord)`);
}

export async function finishUpload(
  db: Db,
  id: number,
  result: { totalRows: number; acceptedRows: number; errorFile: string },
): Promise<void> {
  await db
    .update(taskUploads)
    .set({ ...result, receivingBy: null })
    .where(eq(taskUploads.id, id));
}

/**
 * Uploads a process was still reading when it stopped, and any older than `before`, with their
 * numbers; answers the 错误名单 paths they had or were writing.
 */
export async function deleteStaleUploads(db: Db, of: { receivingBy: string; before: Date }): Promise<string[]> {
  const deleted = await db
    .delete(taskUploads)
    .where(or(eq(taskUploads.receivingBy, of.receivingBy), lt(taskUploads.createdAt, of.before)))
    .returning({ errorFile: taskUploads.errorFile });
  return deleted.map((row) => row.errorFile).filter((path) => path !== '');
}

/** Its waiting numbers go with it (cascade). */
export async function deleteUpload(db: Db, id: number): Promise<void> {
  await db.delete(taskUploads).where(eq(taskUploads.id, id));
}

export async function findUpload(db: Db, businessId: number, fileName: string) {
  const [row] = await db
    .select()
    .from(taskUploads)
    .where(and(eq(taskUploads.businessId, businessId), eq(taskUploads.fileName, fileName)))
    .limit(1);
  return row;
}

/** The upload's numbers become the task's, in file order, in one statement. */
export async function moveNumbersToTask(db: Db, uploadId: number, taskId: number): Promise<void> {
  await db.execute(sql`
    insert into ${taskNumbers} (task_id, number, variables)
    select ${taskId}, number, variables from ${taskUploadNumbers}
    where upload_id = ${uploadId} order by row_no`);
}
