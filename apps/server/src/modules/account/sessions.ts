import { ErrorCode, Master, type MasterFlag } from '@console/contracts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { addMs, type Clock } from '../../lib/clock.ts';
import { newToken, sha256 } from '../../lib/secrets.ts';
import * as repo from './session-repo.ts';

/**
 * Who is calling, as the route handlers of authenticated endpoints see it. Exactly one of
 * userId (an enterprise member) and operatorId (an inner-login account) is set.
 */
export interface SessionContext {
  sessionId: number;
  userId: number | null;
  operatorId: number | null;
  businessId: number;
  master: MasterFlag;
  privilege: number;
  phone: string;
  /** A member added by the master who has not yet replaced the initial password. */
  mustChangePassword: boolean;
}

export interface IssuedToken {
  token: string;
  /** Seconds of inactivity after which the token stops working. */
  expiresIn: number;
}

type SessionOwner = { userId: number; businessId: number } | { operatorId: number; businessId: number };

export class SessionService {
  constructor(
    private readonly ttlMs: number,
    private readonly clock: Clock,
  ) {}

  /** Takes the executor explicitly so registration can create the session inside its transaction. */
  async issue(db: Db, owner: SessionOwner): Promise<IssuedToken> {
    const token = newToken();
    const now = this.clock();
    await repo.insertSession(db, {
      tokenHash: sha256(token),
      userId: 'userId' in owner ? owner.userId : null,
      operatorId: 'operatorId' in owner ? owner.operatorId : null,
      businessId: owner.businessId,
      now,
      expiresAt: addMs(now, this.ttlMs),
    });
    return { token, expiresIn: Math.round(this.ttlMs / 1000) };
  }

  /**
   * Checks a token and slides its expiry. The order of the checks decides which 709xxx code a
   * person sees: an ended session says why it ended before anything is said about the account.
   */
  resolve(db: Db, token: string): Promise<SessionContext> {
    return this.resolveHash(db, sha256(token));
  }

  /** resolve() for a token known only by its hash (a softphone registering by digest). */
  async resolveHash(db: Db, tokenHash: string): Promise<SessionContext> {
    const row = await repo.findSessionByTokenHash(db, tokenHash);
    if (!row) throw new AppError(ErrorCode.TokenUnknown);
    if (row.revokedAt) {
      throw new AppError(row.revokedReason === 'replaced' ? ErrorCode.TokenReplaced : ErrorCode.TokenUnknown);
    }
    const now = this.clock();
    if (row.expiresAt.getTime() <= now.getTime()) throw new AppError(ErrorCode.TokenExpired);
    const account = row.user ?? row.operator;
    if (!account || account.disabled || row.businessDisabled) throw new AppError(ErrorCode.AccountDisabled);
    await repo.touchSession(db, row.id, now, addMs(now, this.ttlMs));
    const master: MasterFlag = row.user ? (row.user.master ? Master.main : Master.member) : Master.operator;
    return {
      sessionId: row.id,
      userId: row.userId,
      operatorId: row.operatorId,
      businessId: row.businessId,
      master,
      privilege: account.privilege,
      phone: account.phone,
      mustChangePassword: row.user?.mustChangePassword ?? false,
    };
  }

  hasLiveSession(db: Db, userId: number): Promise<boolean> {
    return repo.hasLiveUserSession(db, userId, this.clock());
  }

  revoke(db: Db, sessionId: number, reason: repo.RevokeReason): Promise<void> {
    return repo.revokeSession(db, sessionId, reason, this.clock());
  }

  revokeOthersOfUser(db: Db, userId: number, keepSessionId: number, reason: repo.RevokeReason): Promise<void> {
    return repo.revokeOtherUserSessions(db, userId, keepSessionId, reason, this.clock());
  }

  /** Answers the ids of the sessions it ended. */
  revokeAllOfUser(db: Db, userId: number, reason: repo.RevokeReason): Promise<number[]> {
    return repo.revokeUserSessions(db, userId, reason, this.clock());
  }
}
