import {
  ErrorCode,
  ErrorMessage,
  PASSWORD_MISMATCH_TEXT,
  PASSWORD_PATTERN,
  type ParsedBodyOf,
  type userApi,
  WEIXIN_SCAN_PATH,
} from '@console/contracts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { addMs, type Clock } from '../../lib/clock.ts';
import type { AppEvents, TypedEmitter } from '../../lib/events.ts';
import { hashPassword, verifyPassword } from '../../lib/password-hash.ts';
import type { PasswordReader } from '../../lib/password-input.ts';
import { newToken, sha256 } from '../../lib/secrets.ts';
import {
  clearMustChangePassword,
  findMemberById,
  findOperatorById,
  memberUser,
  operatorUser,
  type SessionContext,
  type SessionService,
  setBindStatus,
  setHeadPhoto,
  setPasswordHash,
} from '../account/index.ts';
import * as repo from './repo.ts';

const BIND_TICKET_TTL_MS = 5 * 60_000;

/** Calls only an enterprise member can make (the inner-login account has no member record). */
function memberId(session: SessionContext): number {
  if (session.userId === null) throw new AppError(ErrorCode.AccessDenied);
  return session.userId;
}

interface UserDeps {
  db: Db;
  clock: Clock;
  passwords: PasswordReader;
  sessions: SessionService;
  events: TypedEmitter<AppEvents>;
  /** Production has no WeChat simulator, so a ticket carries no scan link there. */
  production: boolean;
}

/**
 * The signed-in person's own account (password, head photo, WeChat binding) and the members of
 * the enterprise. The WeChat binding is simulated: a ticket stands for the QR code, and outside
 * production GET /dev/wechat/scan?ticket=… is the scan that binds the member. Every binding
 * change is published as bindStatusChanged for the real-time module.
 */
export class UserService {
  constructor(private readonly deps: UserDeps) {}

  async userInfo(session: SessionContext) {
    const { db } = this.deps;
    if (session.userId !== null) {
      const found = await findMemberById(db, session.userId);
      if (!found) throw new AppError(ErrorCode.TokenUnknown);
      return memberUser(found.member);
    }
    const operator = session.operatorId === null ? undefined : await findOperatorById(db, session.operatorId);
    if (!operator) throw new AppError(ErrorCode.TokenUnknown);
    return operatorUser(operator);
  }

  /** Passwords arrive encrypted like login's (same phone and timestamp for both). */
  async updatePassword(session: SessionContext, input: ParsedBodyOf<typeof userApi.updatePassword>) {
    const { db, passwords, sessions } = this.deps;
    const userId = memberId(session);
    const found = await findMemberById(db, userId);
    if (!found) throw new AppError(ErrorCode.TokenUnknown);
    const phone = found.member.phone;
    const oldPassword = passwords.read(input.oldPassword, phone, input.timestamp);
    if (oldPassword === null || !(await verifyPassword(oldPassword, found.member.passwordHash))) {
      throw new AppError(ErrorCode.WrongPassword, ErrorMessage.oldPasswordWrong);
    }
    const newPassword = passwords.read(input.newPassword, phone, input.timestamp);
    if (newPassword === null || !PASSWORD_PATTERN.test(newPassword)) throw new AppError(ErrorCode.InvalidPassword);
    if (
      input.confirmPassword !== undefined &&
      passwords.read(input.confirmPassword, phone, input.timestamp) !== newPassword
    ) {
      throw new AppError(ErrorCode.ParamInvalid, PASSWORD_MISMATCH_TEXT);
    }
    const passwordHash = await hashPassword(newPassword);
    await db.transaction(async (tx) => {
      await setPasswordHash(tx, userId, passwordHash);
      // The other browsers of this account may have been the reason for the change.
      await sessions.revokeOthersOfUser(tx, userId, session.sessionId, 'password_changed');
    });
  }

  /** Only while the initial password is in force; the session proves the member knows it. */
  async setInitialPassword(session: SessionContext, input: ParsedBodyOf<typeof userApi.setInitialPassword>) {
    const { db, passwords, sessions } = this.deps;
    const userId = memberId(session);
    if (!session.mustChangePassword) throw new AppError(ErrorCode.AccessDenied, ErrorMessage.passwordAlreadySet);
    const password = passwords.read(input.newPassword, session.phone, input.timestamp);
    if (password === null || !PASSWORD_PATTERN.test(password)) throw new AppError(ErrorCode.InvalidPassword);
    const passwordHash = await hashPassword(password);
    await db.transaction(async (tx) => {
      await setPasswordHash(tx, userId, passwordHash);
      await clearMustChangePassword(tx, userId);
      await sessions.revokeOthersOfUser(tx, userId, session.sessionId, 'password_changed');
    });
  }

  async setHeadPhoto(session: SessionContext, storedName: string): Promise<void> {
    await setHeadPhoto(this.deps.db, memberId(session), storedName);
  }

  async unbindWeixin(session: SessionContext): Promise<void> {
    await this.setBindStatus(session.businessId, memberId(session), 0);
  }

  async createBindTicket(session: SessionContext) {
    const { db, clock, production } = this.deps;
    const userId = memberId(session);
    const ticket = newToken();
    const now = clock();
    const expiresAt = addMs(now, BIND_TICKET_TTL_MS);
    await repo.insertBindTicket(db, {
      ticketHash: sha256(ticket),
      businessId: session.businessId,
      userId,
      expiresAt,
      createdAt: now,
    });
    return {
      ticket,
      scanUrl: production ? '' : `${WEIXIN_SCAN_PATH}?ticket=${encodeURIComponent(ticket)}`,
      expiresAt: expiresAt.toISOString(),
    };
  }

  /** The simulator's scan: what WeChat would report after the member scanned the QR code. */
  async scanBindTicket(ticket: string) {
    const now = this.deps.clock();
    const row = await repo.useBindTicket(this.deps.db, sha256(ticket), now);
    if (!row || row.expiresAt.getTime() <= now.getTime()) throw new AppError(ErrorCode.BindTicketInvalid);
    await this.setBindStatus(row.businessId, row.userId, 1);
    return { userId: row.userId, bindStatus: 1 as const };
  }

  private async setBindStatus(businessId: number, userId: number, bindStatus: 0 | 1): Promise<void> {
    await setBindStatus(this.deps.db, userId, bindStatus);
    this.deps.events.emit('bindStatusChanged', { businessId, userId, bindStatus });
  }
}
