import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { businesses, operators, sessions, users } from '../../db/schema/account.ts';

export type RevokeReason = 'logout' | 'replaced' | 'password_reset' | 'password_changed' | 'member_deleted';

interface NewSession {
  tokenHash: string;
  userId: number | null;
  operatorId: number | null;
  businessId: number;
  now: Date;
  expiresAt: Date;
}

export async function insertSession(db: Db, session: NewSession): Promise<void> {
  await db.insert(sessions).values({
    tokenHash: session.tokenHash,
    userId: session.userId,
    operatorId: session.operatorId,
    businessId: session.businessId,
    createdAt: session.now,
    lastSeenAt: session.now,
    expiresAt: session.expiresAt,
  });
}

/** The session with everything the auth check needs about its account and enterprise. */
export async function findSessionByTokenHash(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      operatorId: sessions.operatorId,
      businessId: sessions.businessId,
      expiresAt: sessions.expiresAt,
      revokedReason: sessions.revokedReason,
      revokedAt: sessions.revokedAt,
      businessDisabled: businesses.disabled,
      user: {
        phone: users.phone,
        master: users.master,
        privilege: users.privilege,
        disabled: users.disabled,
        mustChangePassword: users.mustChangePassword,
      },
      operator: {
        phone: operators.phone,
        privilege: operators.privilege,
        disabled: operators.disabled,
      },
    })
    .from(sessions)
    .innerJoin(businesses, eq(businesses.id, sessions.businessId))
    .leftJoin(users, eq(users.id, sessions.userId))
    .leftJoin(operators, eq(operators.id, sessions.operatorId))
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  return row;
}

export async function touchSession(db: Db, id: number, now: Date, expiresAt: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.id, id));
}

export async function hasLiveUserSession(db: Db, userId: number, now: Date): Promise<boolean> {
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .limit(1);
  return rows.length > 0;
}

export async function revokeSession(db: Db, id: number, reason: RevokeReason, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}

/** Ends every open session of a user, e.g. when a newer login kicks them off; answers their ids. */
export async function revokeUserSessions(db: Db, userId: number, reason: RevokeReason, now: Date): Promise<number[]> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return revoked.map((row) => row.id);
}

/** Ends the other open sessions of a user (a password change keeps the session that made it). */
export async function revokeOtherUserSessions(
  db: Db,
  userId: number,
  keepSessionId: number,
  reason: RevokeReason,
  now: Date,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt)));
}
