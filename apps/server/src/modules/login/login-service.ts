import {
  type accountApi,
  ErrorCode,
  type ErrorCodeValue,
  ErrorMessage,
  ErrorText,
  type LoginResult,
  limits,
  type ParsedBodyOf,
} from '@console/contracts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { addMs, type Clock } from '../../lib/clock.ts';
import type { AppEvents, TypedEmitter } from '../../lib/events.ts';
import { verifyPassword } from '../../lib/password-hash.ts';
import type { PasswordReader } from '../../lib/password-input.ts';
import type { SessionService } from '../account/index.ts';
import * as repo from '../account/index.ts';
import { memberLoginResult, operatorLoginResult } from '../account/index.ts';
import type { CaptchaService } from '../captcha/index.ts';
import { agentLinkOf, recordLoginAudit } from '../team/index.ts';

type LoginInput = ParsedBodyOf<(typeof accountApi)['login']>;

type InnerLoginInput = ParsedBodyOf<(typeof accountApi)['speechSkillAdminLogin']>;

/**
 * The inner login's account enters every enterprise, so guessing its password must stay slow even
 * for someone who solves captchas: after this many failures within the failure window the account
 * is locked. Ten leaves room for a person's typing mistakes (the captcha asks from the third).
 */
export const INNER_LOGIN_LOCK_AFTER_FAILURES = 10;
/**
 * Long enough to make guessing pointless (at most a few guesses an hour), short enough that the
 * platform's own staff, locked out by someone else's guessing, are not kept out for the day. Each
 * failure after the lock ends locks it again, while the failure window still counts.
 */
export const INNER_LOGIN_LOCK_MS = 15 * 60_000;

interface LoginDeps {
  db: Db;
  clock: Clock;
  passwords: PasswordReader;
  captchas: CaptchaService;
  sessions: SessionService;
  events: TypedEmitter<AppEvents>;
}

/**
 * The member login (spec section 4): failures are counted per phone in the database; from the
 * third one on, the graphic captcha of this browser is required. Credentials are checked before
 * the "logged in elsewhere" question, so that question never reveals anything to a guesser.
 */
export class LoginService {
  constructor(private readonly deps: LoginDeps) {}

  private windowStart(): Date {
    return addMs(this.deps.clock(), -limits.loginFailureWindowMs);
  }

  private async fail(phone: string, code: ErrorCodeValue): Promise<never> {
    await repo.recordFailure(this.deps.db, phone, this.deps.clock(), this.windowStart());
    throw new AppError(code);
  }

  /** The member of the phone when the password is theirs; failures count towards the captcha. */
  private async checkMember(phone: string, password: string | null) {
    const found = await repo.findMemberByPhone(this.deps.db, phone);
    if (!found) return this.fail(phone, ErrorCode.PhoneNotRegistered);
    if (password === null || !(await verifyPassword(password, found.member.passwordHash))) {
      return this.fail(phone, ErrorCode.WrongPassword);
    }
    if (found.member.disabled || found.business.disabled) throw new AppError(ErrorCode.NoPermission);
    return found;
  }

  async login(input: LoginInput): Promise<LoginResult> {
    const { db, passwords, captchas, sessions } = this.deps;
    const password = passwords.read(input.password, input.phone, input.timestamp);

    const failures = await repo.recentFailureCount(db, input.phone, this.windowStart());
    if (failures >= limits.loginCaptchaAfterFailures) {
      if (!input.verifyCode) throw new AppError(ErrorCode.TooManyLoginFailures);
      const check = await captchas.check(db, input.clientId, '0', input.verifyCode);
      if (check !== 'ok') await this.fail(input.phone, ErrorCode.WrongLoginCaptcha);
    }

    const { member, business } = await this.checkMember(input.phone, password);

    if (input.kickOff !== 1 && (await sessions.hasLiveSession(db, member.id))) {
      // The credentials were right: the confirmed re-submit must not need the spent captcha.
      await repo.clearFailures(db, input.phone);
      throw new AppError(ErrorCode.LoggedInElsewhere);
    }

    const { issued, replaced } = await db.transaction(async (tx) => {
      const replaced = input.kickOff === 1 ? await sessions.revokeAllOfUser(tx, member.id, 'replaced') : [];
      await repo.clearFailures(tx, input.phone);
      return { issued: await sessions.issue(tx, { userId: member.id, businessId: business.id }), replaced };
    });
    // After the commit: the consoles told about it must find their sessions ended.
    if (replaced.length > 0) {
      this.deps.events.emit('sessionsReplaced', { businessId: business.id, userId: member.id, sessionIds: replaced });
    }
    return memberLoginResult(member, business, issued, await agentLinkOf(db, member.id));
  }

  /**
   * The softphone SDK's password login (service sdk). The SDK shows no captcha and no "logged in
   * elsewhere" dialog, so: failures count towards the console's captcha like any login, and once
   * the captcha would be required the SDK is refused (200009) until the person logs in through
   * the console; the new session sits beside the member's others instead of ending them, so an
   * agent opening the phone does not log their own console out.
   */
  async softphoneLogin(input: { phone: string; password: string; timestamp?: string }) {
    const { db, passwords, sessions } = this.deps;
    const password = passwords.read(input.password, input.phone, input.timestamp);
    if ((await repo.recentFailureCount(db, input.phone, this.windowStart())) >= limits.loginCaptchaAfterFailures) {
      throw new AppError(ErrorCode.TooManyLoginFailures);
    }
    const { member, business } = await this.checkMember(input.phone, password);
    const issued = await db.transaction(async (tx) => {
      await repo.clearFailures(tx, input.phone);
      return sessions.issue(tx, { userId: member.id, businessId: business.id });
    });
    return { member, business, issued };
  }

  private lockedError(lockedUntil: Date): AppError {
    const minutes = Math.ceil((lockedUntil.getTime() - this.deps.clock().getTime()) / 60_000);
    return new AppError(ErrorCode.AccountLocked, ErrorMessage.accountLockedFor(minutes));
  }

  /**
   * Counts a failed inner login, locks the account at the limit, and writes both into the audit
   * log of the enterprise the attempt named, when the account is an operator's: guesses at
   * accounts nobody has are counted but not logged, or anyone could fill an enterprise's log; an
   * enterprise that does not exist has no log to write to.
   */
  private async innerFail(
    input: InnerLoginInput,
    code: ErrorCodeValue,
    operator?: { id: number; name: string },
  ): Promise<never> {
    const { db, clock } = this.deps;
    const now = clock();
    const lockUntil = addMs(now, INNER_LOGIN_LOCK_MS);
    const { count, lockedUntil } = await repo.recordInnerFailure(db, {
      account: input.account,
      now,
      windowStart: this.windowStart(),
      lockAfter: INNER_LOGIN_LOCK_AFTER_FAILURES,
      lockUntil,
    });
    const locked = lockedUntil?.getTime() === lockUntil.getTime();
    const business = operator ? await repo.findBusiness(db, input.businessId) : undefined;
    if (operator && business) {
      const entry = {
        businessId: business.id,
        operatorId: operator.id,
        actorName: operator.name,
        actorPhone: input.account,
        targetName: business.name,
      };
      await recordLoginAudit(db, { ...entry, action: 'innerLogin.failed', after: { reason: ErrorText[code] } }, now);
      if (locked) {
        const after = { failures: String(count), lockedMinutes: String(INNER_LOGIN_LOCK_MS / 60_000) };
        await recordLoginAudit(db, { ...entry, action: 'innerLogin.locked', after }, now);
      }
    }
    throw locked ? this.lockedError(lockUntil) : new AppError(code);
  }

  /**
   * The inner login of platform and skill-admin accounts, who then act inside the enterprise
   * they name. A member's phone is recognised and refused with 权限不足 rather than "not
   * registered", which would send the person to the wrong page. Failures count per account as at
   * the console login (captcha from the third), and lock the account at
   * INNER_LOGIN_LOCK_AFTER_FAILURES; a locked account's attempts are refused unchecked.
   */
  async innerLogin(input: InnerLoginInput): Promise<LoginResult> {
    const { db, passwords, captchas, sessions } = this.deps;
    const password = passwords.readInner(input.password, input.account, input.timestamp);
    const state = await repo.innerLoginState(db, input.account, this.windowStart());
    if (state.lockedUntil && state.lockedUntil.getTime() > this.deps.clock().getTime()) {
      throw this.lockedError(state.lockedUntil);
    }
    const operator = await repo.findOperatorByPhone(db, input.account);
    if (state.failures >= limits.loginCaptchaAfterFailures) {
      if (!input.verifyCode) throw new AppError(ErrorCode.TooManyLoginFailures);
      const check = await captchas.check(db, input.clientId, '0', input.verifyCode);
      if (check !== 'ok') await this.innerFail(input, ErrorCode.WrongLoginCaptcha, operator);
    }
    if (!operator) {
      const registered = await repo.phoneRegistered(db, input.account);
      return this.innerFail(input, registered ? ErrorCode.NoPermission : ErrorCode.PhoneNotRegistered);
    }
    if (password === null || !(await verifyPassword(password, operator.passwordHash))) {
      return this.innerFail(input, ErrorCode.WrongPassword, operator);
    }
    if (operator.disabled) throw new AppError(ErrorCode.NoPermission);
    const business = await repo.findBusiness(db, input.businessId);
    if (!business) throw new AppError(ErrorCode.ParamInvalid, ErrorMessage.businessIdNotFound);
    if (business.disabled) throw new AppError(ErrorCode.NoPermission);
    const issued = await db.transaction(async (tx) => {
      await repo.clearInnerFailures(tx, input.account);
      return sessions.issue(tx, { operatorId: operator.id, businessId: business.id });
    });
    return operatorLoginResult(operator, business, issued);
  }
}
