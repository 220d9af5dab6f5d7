import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { updateLogReads } from '../../db/schema/update-log.ts';

/** Whose read state: a member or an inner-login account. */
export type UpdateLogReader = { userId: number } | { operatorId: number };

function ownerColumn(reader: UpdateLogReader) {
  return 'userId' in reader
    ? { column: updateLogReads.userId, id: reader.userId }
    : { column: updateLogReads.operatorId, id: reader.operatorId };
}

export async function findReadTime(db: Db, reader: UpdateLogReader): Promise<string | null> {
  const { column, id } = ownerColumn(reader);
  const [row] = await db
    .select({ readTime: updateLogReads.readTime })
    .from(updateLogReads)
    .where(eq(column, id))
    .limit(1);
  return row?.readTime ?? null;
}

/** One row per account: a later read replaces the earlier one. */
export async function saveReadTime(db: Db, reader: UpdateLogReader, readTime: string, now: Date): Promise<void> {
  const { column } = ownerColumn(reader);
  await db
    .insert(updateLogReads)
    .values({ ...reader, readTime, updatedAt: now })
    .onConflictDoUpdate({ target: column, set: { readTime, updatedAt: now } });
}
