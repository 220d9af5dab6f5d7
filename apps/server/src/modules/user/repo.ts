import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { users } from '../../db/schema/account.ts';
import { weixinBindTickets } from '../../db/schema/user.ts';

export async function setBindStatus(db: Db, userId: number, bindStatus: 0 | 1): Promise<void> {
  await db.update(users).set({ bindStatus }).where(eq(users.id, userId));
}

export async function setHeadPhoto(db: Db, userId: number, headPhoto: string): Promise<void> {
  await db.update(users).set({ headPhoto }).where(eq(users.id, userId));
}

export async function insertBindTicket(db: Db, row: typeof weixinBindTickets.$inferInsert): Promise<void> {
  await db.insert(weixinBindTickets).values(row);
}

/** Marks an unused ticket used and answers it, in one statement: a ticket binds once. */
export async function useBindTicket(db: Db, ticketHash: string, now: Date) {
  const [row] = await db
    .update(weixinBindTickets)
    .set({ usedAt: now })
    .where(and(eq(weixinBindTickets.ticketHash, ticketHash), isNull(weixinBindTickets.usedAt)))
    .returning();
  return row;
}

export async function clearMustChangePassword(db: Db, userId: number): Promise<void> {
  await db.update(users).set({ mustChangePassword: false }).where(eq(users.id, userId));
}
