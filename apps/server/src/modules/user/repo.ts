import { and, asc, eq, isNull, like } from 'drizzle-orm';
import { countAll, type Db } from '../../db/database.ts';
import { containing } from '../../db/query-helpers.ts';
import { users, weixinBindTickets } from '../../db/schema.ts';

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

/** One page of a business's members in id order, optionally those whose phone contains `phone`. */
export async function listMembers(
  db: Db,
  businessId: number,
  options: { phone?: string; limit: number; offset: number },
) {
  const where = and(
    eq(users.businessId, businessId),
    options.phone ? like(users.phone, containing(options.phone)) : undefined,
  );
  const [[{ n }], rows] = await Promise.all([
    db.select({ n: countAll() }).from(users).where(where),
    db.select().from(users).where(where).orderBy(asc(users.id)).limit(options.limit).offset(options.offset),
  ]);
  return { rows, total: n };
}

/** A member of the business by id or phone (both when both are given). */
export async function findMemberOfBusiness(db: Db, businessId: number, key: { id?: number; phone?: string }) {
  const [row] = await db
    .select({ id: users.id, phone: users.phone, surname: users.surname, privilege: users.privilege })
    .from(users)
    .where(
      and(
        eq(users.businessId, businessId),
        key.id !== undefined ? eq(users.id, key.id) : undefined,
        key.phone !== undefined ? eq(users.phone, key.phone) : undefined,
      ),
    )
    .limit(1);
  return row;
}

export async function updateMember(
  db: Db,
  userId: number,
  changes: { surname?: string; privilege?: number },
): Promise<void> {
  await db.update(users).set(changes).where(eq(users.id, userId));
}
