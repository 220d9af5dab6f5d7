import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { businesses, operators, users } from '../../db/schema/account.ts';

/**
 * What the demo seeding asks of the accounts: rows it adds only where missing, so that a changed
 * password or name survives restarts.
 */

/** An enterprise with a fixed id (the demo's), unless it exists. */
export async function seedBusiness(db: Db, business: { id: number; name: string; now: Date }): Promise<void> {
  await db
    .insert(businesses)
    .values({ id: business.id, name: business.name, status: 0, createdAt: business.now })
    .onConflictDoNothing();
}

/** Any account (member of any enterprise, deleted or not) with this phone: its id and enterprise. */
export async function memberOfPhone(db: Db, phone: string) {
  const [row] = await db
    .select({ id: users.id, businessId: users.businessId, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.phone, phone))
    .limit(1);
  return row;
}

/** A member (the seed looks for the phone first, so a taken one is left alone). */
export async function seedMember(db: Db, member: typeof users.$inferInsert): Promise<void> {
  await db.insert(users).values(member).onConflictDoNothing();
}

export async function operatorOfPhone(db: Db, phone: string) {
  const [row] = await db
    .select({ id: operators.id, passwordHash: operators.passwordHash })
    .from(operators)
    .where(eq(operators.phone, phone))
    .limit(1);
  return row;
}

/** An inner-login account (the seed looks for the phone first). */
export async function seedOperator(db: Db, operator: typeof operators.$inferInsert): Promise<void> {
  await db.insert(operators).values(operator).onConflictDoNothing();
}
