import {
  type accountApi,
  ErrorCode,
  type ErrorCodeValue,
  ErrorMessage,
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
import { agentLinkOf } from '../team/index.ts';

type LoginInput = ParsedBodyOf<(typeof accountApi)['login']>;

type InnerLoginInput = ParsedBodyOf<(typeof accountApi)['speechSkillAdminLogin']>;

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

  /**
   * The inner login of platform and skill-admin accounts, who then act inside the enterprise
   * they name. A member's phone is recognised and refused with 权限不足 rather than "not
   * registered", which would send the person to the wrong page.
   */
  async innerLogin(input: InnerLoginInput): Promise<LoginResult> {
    const { db, passwords, sessions } = this.deps;
    const password = passwords.readInner(input.password, input.account, input.timestamp);
    const operator = await repo.findOperatorByPhone(db, input.account);
    if (!operator) {
      throw new AppError(
        (await repo.phoneRegistered(db, input.account)) ? ErrorCode.NoPermission : ErrorCode.PhoneNotRegistered,
      );
    }
    if (password === null || !(await verifyPassword(password, operator.passwordHash))) {
      throw new AppError(ErrorCode.WrongPassword);
    }
    if (operator.disabled) throw new AppError(ErrorCode.NoPermission);
    const business = await repo.findBusiness(db, input.businessId);
    if (!business) throw new AppError(ErrorCode.ParamInvalid, ErrorMessage.businessIdNotFound);
    if (business.disabled) throw new AppError(ErrorCode.NoPermission);
    const issued = await sessions.issue(db, { operatorId: operator.id, businessId: business.id });
    return operatorLoginResult(operator, business, issued);
  }
}
