import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { users } from '../../db/schema/account.ts';

/** The member's WeChat binding as stored, or null when there is no such member. */
export async function currentBindStatus(db: Db, userId: number): Promise<0 | 1 | null> {
  if (!Number.isSafeInteger(userId)) return null;
  const [row] = await db.select({ bindStatus: users.bindStatus }).from(users).where(eq(users.id, userId));
  return row ? (row.bindStatus === 1 ? 1 : 0) : null;
}
