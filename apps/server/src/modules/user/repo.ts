import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { weixinBindTickets } from '../../db/schema/user.ts';

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
