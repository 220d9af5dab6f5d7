import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { businesses, innerLoginFailures, loginFailures, operators, users } from '../../db/schema/account.ts';

const businessColumns = {
  id: businesses.id,
  name: businesses.name,
  status: businesses.status,
  disabled: businesses.disabled,
};

const memberColumns = {
  id: users.id,
  businessId: users.businessId,
  phone: users.phone,
  surname: users.surname,
  headPhoto: users.headPhoto,
  passwordHash: users.passwordHash,
  master: users.master,
  privilege: users.privilege,
  bindStatus: users.bindStatus,
  disabled: users.disabled,
  mustChangePassword: users.mustChangePassword,
};

/** A member with the enterprise they belong to. */
function selectMember(db: Db, where: SQL) {
  return db
    .select({ member: memberColumns, business: businessColumns })
    .from(users)
    .innerJoin(businesses, eq(businesses.id, users.businessId))
    .where(where)
    .limit(1);
}

/** Deleted members no longer sign in; their phone may belong to a newer member. */
export async function findMemberByPhone(db: Db, phone: string) {
  const [row] = await selectMember(db, and(eq(users.phone, phone), isNull(users.deletedAt)) as SQL);
  return row;
}

export async function findMemberById(db: Db, id: number) {
  const [row] = await selectMember(db, eq(users.id, id));
  return row;
}

/** Who hears of a task's calls: its owner, or the enterprise's main account for a task without one. */
export async function memberOrMaster(db: Db, businessId: number, userId: number | null) {
  const [row] = await db
    .select({ id: users.id, bindStatus: users.bindStatus })
    .from(users)
    .where(userId === null ? and(eq(users.businessId, businessId), eq(users.master, true)) : eq(users.id, userId))
    .limit(1);
  return row;
}

export async function phoneRegistered(db: Db, phone: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phone, phone), isNull(users.deletedAt)))
    .limit(1);
  return rows.length > 0;
}

export async function setPasswordHash(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

export async function findOperatorByPhone(db: Db, phone: string) {
  const [row] = await db.select().from(operators).where(eq(operators.phone, phone)).limit(1);
  return row;
}

export async function findOperatorById(db: Db, id: number) {
  const [row] = await db.select().from(operators).where(eq(operators.id, id)).limit(1);
  return row;
}

export async function findBusiness(db: Db, id: number) {
  const [row] = await db.select(businessColumns).from(businesses).where(eq(businesses.id, id)).limit(1);
  return row;
}

/** Failures older than the window no longer count. */
export async function recentFailureCount(db: Db, phone: string, windowStart: Date): Promise<number> {
  const [row] = await db.select().from(loginFailures).where(eq(loginFailures.phone, phone)).limit(1);
  return row && row.lastFailureAt.getTime() > windowStart.getTime() ? row.count : 0;
}

/** One statement, so concurrent failures of the same phone all count. */
export async function recordFailure(db: Db, phone: string, now: Date, windowStart: Date): Promise<void> {
  await db
    .insert(loginFailures)
    .values({ phone, count: 1, lastFailureAt: now })
    .onConflictDoUpdate({
      target: loginFailures.phone,
      set: {
        count: sql`case when ${loginFailures.lastFailureAt} > ${windowStart.toISOString()}::timestamptz then ${loginFailures.count} + 1 else 1 end`,
        lastFailureAt: now,
      },
    });
}

export async function clearFailures(db: Db, phone: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.phone, phone));
}

/** The inner login's failures within the window and its lock, if any. */
export async function innerLoginState(db: Db, account: string, windowStart: Date) {
  const [row] = await db.select().from(innerLoginFailures).where(eq(innerLoginFailures.account, account)).limit(1);
  const failures = row && row.lastFailureAt.getTime() > windowStart.getTime() ? row.count : 0;
  return { failures, lockedUntil: row?.lockedUntil ?? null };
}

/**
 * Counts one failed inner login and, once the count reaches `lockAfter`, locks the account until
 * `lockUntil`. One statement, so concurrent failures in several processes all count.
 */
export async function recordInnerFailure(
  db: Db,
  failure: { account: string; now: Date; windowStart: Date; lockAfter: number; lockUntil: Date },
): Promise<{ count: number; lockedUntil: Date | null }> {
  const count = sql`case when ${innerLoginFailures.lastFailureAt} > ${failure.windowStart.toISOString()}::timestamptz then ${innerLoginFailures.count} + 1 else 1 end`;
  const [row] = await db
    .insert(innerLoginFailures)
    .values({ account: failure.account, count: 1, lastFailureAt: failure.now })
    .onConflictDoUpdate({
      target: innerLoginFailures.account,
      set: {
        count,
        lastFailureAt: failure.now,
        lockedUntil: sql`case when ${count} >= ${failure.lockAfter} then ${failure.lockUntil.toISOString()}::timestamptz else ${innerLoginFailures.lockedUntil} end`,
      },
    })
    .returning({ count: innerLoginFailures.count, lockedUntil: innerLoginFailures.lockedUntil });
  return row;
}

export async function clearInnerFailures(db: Db, account: string): Promise<void> {
  await db.delete(innerLoginFailures).where(eq(innerLoginFailures.account, account));
}
