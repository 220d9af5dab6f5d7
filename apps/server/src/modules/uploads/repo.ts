import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { uploads } from '../../db/schema/uploads.ts';

export type UploadRow = typeof uploads.$inferSelect;
/** Images of the verification and head photos; knowledge answers' recordings; spreadsheets waiting for their import. */
export type UploadKind = 'entAuth' | 'headPhoto' | 'knowledgeAudio' | 'importFile' | 'scriptAudio';

export async function insertUpload(db: Db, values: typeof uploads.$inferInsert): Promise<void> {
  await db.insert(uploads).values(values);
}

/** An upload by its name: of one business, and of one kind when given. */
export async function findUpload(
  db: Db,
  where: { name: string; businessId?: number; kind?: UploadKind },
): Promise<UploadRow | undefined> {
  const [row] = await db
    .select()
    .from(uploads)
    .where(
      and(
        eq(uploads.name, where.name),
        where.businessId === undefined ? undefined : eq(uploads.businessId, where.businessId),
        where.kind === undefined ? undefined : eq(uploads.kind, where.kind),
      ),
    )
    .limit(1);
  return row;
}

export async function deleteUpload(
  db: Db,
  where: { businessId: number; name: string; kind: UploadKind },
): Promise<void> {
  await db
    .delete(uploads)
    .where(and(eq(uploads.businessId, where.businessId), eq(uploads.name, where.name), eq(uploads.kind, where.kind)));
}
