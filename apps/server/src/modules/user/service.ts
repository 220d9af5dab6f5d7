import {
  ErrorCode,
  PASSWORD_MISMATCH_TEXT,
  PASSWORD_PATTERN,
  type ParsedBodyOf,
  type userApi,
  WEIXIN_SCAN_PATH,
} from '@console/contracts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { addMs } from '../../lib/clock.ts';
import { hashPassword, verifyPassword } from '../../lib/password-hash.ts';
import { newToken, sha256 } from '../../lib/secrets.ts';
import { findMemberById, findOperatorById, setPasswordHash } from '../account/repo.ts';
import { memberUser, operatorUser } from '../account/results.ts';
import type { SessionContext } from '../account/sessions.ts';
import * as repo from './repo.ts';

const BIND_TICKET_TTL_MS = 5 * 60_000;

/** Calls only an enterprise member can make (the inner-login account has no member record). */
function memberId(session: SessionContext): number {
  if (session.userId === null) throw new AppError(ErrorCode.AccessDenied);
  return session.userId;
}

/**
 * The signed-in person's own account (password, head photo, WeChat binding) and the members of
 * the enterprise. The WeChat binding is simulated: a ticket stands for the QR code, and outside
 * production GET /dev/wechat/scan?ticket=… is the scan that binds the member. Every binding
 * change is published as bindStatusChanged for the real-time module.
 */
export class UserService {
  constructor(private readonly ctx: AppContext) {}

  async userInfo(session: SessionContext) {
    const { db } = this.ctx;
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
    const { db, passwords, sessions } = this.ctx;
    const userId = memberId(session);
    const found = await findMemberById(db, userId);
    if (!found) throw new AppError(ErrorCode.TokenUnknown);
    const phone = found.member.phone;
    const oldPassword = passwords.read(input.oldPassword, phone, input.timestamp);
    if (oldPassword === null || !(await verifyPassword(oldPassword, found.member.passwordHash))) {
      throw new AppError(ErrorCode.WrongPassword, '原密码错误');
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
    const { db, passwords, sessions } = this.ctx;
    const userId = memberId(session);
    if (!session.mustChangePassword) throw new AppError(ErrorCode.AccessDenied, '已设置过密码，请在个人信息中修改');
    const password = passwords.read(input.newPassword, session.phone, input.timestamp);
    if (password === null || !PASSWORD_PATTERN.test(password)) throw new AppError(ErrorCode.InvalidPassword);
    const passwordHash = await hashPassword(password);
    await db.transaction(async (tx) => {
      await setPasswordHash(tx, userId, passwordHash);
      await repo.clearMustChangePassword(tx, userId);
      await sessions.revokeOthersOfUser(tx, userId, session.sessionId, 'password_changed');
    });
  }

  async setHeadPhoto(session: SessionContext, storedName: string): Promise<void> {
    await repo.setHeadPhoto(this.ctx.db, memberId(session), storedName);
  }

  async unbindWeixin(session: SessionContext): Promise<void> {
    await this.setBindStatus(session.businessId, memberId(session), 0);
  }

  async createBindTicket(session: SessionContext) {
    const { db, clock, config } = this.ctx;
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
      scanUrl: config.production ? '' : `${WEIXIN_SCAN_PATH}?ticket=${encodeURIComponent(ticket)}`,
      expiresAt: expiresAt.toISOString(),
    };
  }

  /** The simulator's scan: what WeChat would report after the member scanned the QR code. */
  async scanBindTicket(ticket: string) {
    const now = this.ctx.clock();
    const row = await repo.useBindTicket(this.ctx.db, sha256(ticket), now);
    if (!row || row.expiresAt.getTime() <= now.getTime()) throw new AppError(ErrorCode.BindTicketInvalid);
    await this.setBindStatus(row.businessId, row.userId, 1);
    return { userId: row.userId, bindStatus: 1 as const };
  }

  private async setBindStatus(businessId: number, userId: number, bindStatus: 0 | 1): Promise<void> {
    await repo.setBindStatus(this.ctx.db, userId, bindStatus);
    this.ctx.events.emit('bindStatusChanged', { businessId, userId, bindStatus });
  }
}
