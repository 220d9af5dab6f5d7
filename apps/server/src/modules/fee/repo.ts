import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { feeAccounts } from '../../db/schema/fee.ts';

/** The business's communication fee balance in fen; 0 when it has no account yet. */
export async function balanceFen(db: Db, businessId: number): Promise<number> {
  const [row] = await db
    .select({ balanceFen: feeAccounts.balanceFen })
    .from(feeAccounts)
    .where(eq(feeAccounts.businessId, businessId));
  return row?.balanceFen ?? 0;
}

export async function setBalanceFen(db: Db, businessId: number, balanceFen: number, now: Date): Promise<void> {
  await db
    .insert(feeAccounts)
    .values({ businessId, balanceFen, updatedAt: now })
    .onConflictDoUpdate({ target: feeAccounts.businessId, set: { balanceFen, updatedAt: now } });
}

/** The balance of a business that has none yet. */
export async function seedBalanceFen(db: Db, businessId: number, balanceFen: number, now: Date): Promise<void> {
  await db.insert(feeAccounts).values({ businessId, balanceFen, updatedAt: now }).onConflictDoNothing();
}
