import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { businesses, operators, users } from '../../db/schema/account.ts';

/**
 * Writes and small reads of the enterprises and their members for the modules that manage them
 * (registration, personal info, team management): the account module owns these tables.
 */

/** A new enterprise, not verified (status 0). */
export async function insertBusiness(db: Db, row: { name: string; createdAt: Date }) {
  const [inserted] = await db
    .insert(businesses)
    .values({ name: row.name, status: 0, createdAt: row.createdAt })
    .returning({ id: businesses.id, name: businesses.name, status: businesses.status });
  return inserted;
}

export async function businessStatus(db: Db, businessId: number): Promise<number | undefined> {
  const [row] = await db.select({ status: businesses.status }).from(businesses).where(eq(businesses.id, businessId));
  return row?.status;
}

/** The enterprise's verification status and the reason a failed one gave; undefined when there is none. */
export async function verificationOf(
  db: Db,
  businessId: number,
): Promise<{ status: number; remark: string } | undefined> {
  const [row] = await db
    .select({ status: businesses.status, remark: businesses.statusRemark })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  return row;
}

/** A new status drops the last failure's remark unless it is that failure's own. */
export async function setBusinessStatus(db: Db, businessId: number, status: number, remark = ''): Promise<void> {
  await db.update(businesses).set({ status, statusRemark: remark }).where(eq(businesses.id, businessId));
}

/** The enterprise's name, the one its header and 基本信息 show. */
export async function renameBusiness(db: Db, businessId: number, name: string): Promise<void> {
  await db.update(businesses).set({ name }).where(eq(businesses.id, businessId));
}

/** A member of an enterprise (the master at registration, a member the master adds); answers the row. */
export async function insertMember(db: Db, row: typeof users.$inferInsert) {
  const [inserted] = await db.insert(users).values(row).returning();
  return inserted;
}

/** The live member of the enterprise with this phone. */
export async function memberIdByPhone(db: Db, businessId: number, phone: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.businessId, businessId), isNull(users.deletedAt), eq(users.phone, phone)))
    .limit(1);
  return row?.id;
}

export async function updateMember(
  db: Db,
  userId: number,
  changes: Partial<Pick<typeof users.$inferInsert, 'surname' | 'privilege' | 'role'>>,
): Promise<void> {
  if (Object.keys(changes).length > 0) await db.update(users).set(changes).where(eq(users.id, userId));
}

/** A deleted member keeps the row (their calls and the audit log name them) but signs in no more. */
export async function markMemberDeleted(db: Db, userId: number, now: Date): Promise<void> {
  await db.update(users).set({ deletedAt: now, disabled: true }).where(eq(users.id, userId));
}

export async function setBindStatus(db: Db, userId: number, bindStatus: 0 | 1): Promise<void> {
  await db.update(users).set({ bindStatus }).where(eq(users.id, userId));
}

/** The member's WeChat binding as stored, or null when there is no such member. */
export async function bindStatusOf(db: Db, userId: number): Promise<0 | 1 | null> {
  if (!Number.isSafeInteger(userId)) return null;
  const [row] = await db.select({ bindStatus: users.bindStatus }).from(users).where(eq(users.id, userId));
  return row ? (row.bindStatus === 1 ? 1 : 0) : null;
}

export async function setHeadPhoto(db: Db, userId: number, headPhoto: string): Promise<void> {
  await db.update(users).set({ headPhoto }).where(eq(users.id, userId));
}

export async function clearMustChangePassword(db: Db, userId: number): Promise<void> {
  await db.update(users).set({ mustChangePassword: false }).where(eq(users.id, userId));
}

/** The name of the account behind a session: the member's surname, or the operator's name. */
export async function accountName(
  db: Db,
  account: { userId: number | null; operatorId: number | null },
): Promise<string> {
  if (account.userId !== null) {
    const [row] = await db.select({ name: users.surname }).from(users).where(eq(users.id, account.userId));
    return row?.name ?? '';
  }
  const [row] = await db
    .select({ name: operators.name })
    .from(operators)
    .where(eq(operators.id, account.operatorId ?? 0));
  return row?.name ?? '';
}

/** The enterprise's members (deleted ones too: their customers and records keep their names), the master first. */
export async function membersOf(db: Db, businessId: number) {
  return db
    .select({
      id: users.id,
      surname: users.surname,
      master: users.master,
      deleted: sql<boolean>`${users.deletedAt} is not null`,
    })
    .from(users)
    .where(eq(users.businessId, businessId))
    .orderBy(desc(users.master), asc(users.id));
}
