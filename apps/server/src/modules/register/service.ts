import {
  type accountApi,
  ErrorCode,
  ErrorMessage,
  type LoginResult,
  PASSWORD_PATTERN,
  type ParsedBodyOf,
  PHONE_PATTERN,
} from '@console/contracts';
import type { Db } from '../../db/database.ts';
import { sqlState, UNIQUE_VIOLATION } from '../../db/errors.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { hashPassword } from '../../lib/password-hash.ts';
import type { PasswordReader } from '../../lib/password-input.ts';
import type { SessionService } from '../account/index.ts';
import { insertBusiness, insertMember, memberLoginResult, phoneRegistered } from '../account/index.ts';
import type { CaptchaService } from '../captcha/index.ts';
import { type SmsRequest, throwUnlessSolved } from '../captcha/index.ts';
import { seedBusinessConfig } from '../permissions/index.ts';
import type { SmsCodeService } from '../sms/index.ts';
import { seedGradeLabels } from '../speech/index.ts';
import * as repo from './repo.ts';

type RegisterInput = ParsedBodyOf<(typeof accountApi)['register']>;

/**
 * A self-registered enterprise pays before it calls, and the fee banner sends it to 企业付费 from
 * its first day: the payment menu is on (an enterprise an account manager opens keeps the spec's
 * default, off). Merged over the other menu flags' defaults, as every stored row is.
 */
const SELF_REGISTERED_MENU = { key: 'menu', value: JSON.stringify({ fee: true }) };

function isUniqueViolation(error: unknown): boolean {
  return sqlState(error) === UNIQUE_VIOLATION;
}

interface RegisterDeps {
  db: Db;
  clock: Clock;
  passwords: PasswordReader;
  captchas: CaptchaService;
  smsCodes: SmsCodeService;
  sessions: SessionService;
}

/**
 * Self-service registration: a new enterprise (not verified yet) with the registering phone as
 * its main account, logged in at once so the success page can offer enterprise verification.
 */
export class RegisterService {
  constructor(private readonly deps: RegisterDeps) {}

  private async unregisteredPhone(phone: string): Promise<void> {
    if (!PHONE_PATTERN.test(phone)) throw new AppError(ErrorCode.InvalidPhone);
    if (await phoneRegistered(this.deps.db, phone)) throw new AppError(ErrorCode.PhoneRegistered);
  }

  phoneCheck(phone: string): Promise<void> {
    return this.unregisteredPhone(phone);
  }

  /**
   * Without a captcha within the budget of such sends; a captcha answered here stays valid once
   * more for this phone's registration, whose form asks for it too.
   */
  async sendCode(input: SmsRequest): Promise<void> {
    const { db, smsCodes, captchas } = this.deps;
    const { phone, imgCode } = input;
    await this.unregisteredPhone(phone);
    await smsCodes.send(db, {
      phone,
      purpose: 'register',
      clientAddress: input.clientAddress,
      prove: imgCode
        ? async () => {
            const answer = { clientId: input.clientId, type: '1', answer: imgCode, phone, keepForPhone: true } as const;
            throwUnlessSolved(await captchas.answerForSms(db, answer));
          }
        : undefined,
    });
  }

  async verifyChannel(code: string) {
    const channel = await repo.findValidChannel(this.deps.db, code);
    if (!channel)
      throw new AppError(ErrorCode.InvalidChannelCode, undefined, { messageExt: ErrorMessage.registerLinkInvalid });
    return { code: channel.code, name: channel.name };
  }

  /** The checks run in the order the form shows its fields, so the first error is the top one. */
  async register(input: RegisterInput): Promise<LoginResult> {
    const { db, passwords, captchas, smsCodes, sessions, clock } = this.deps;
    const phone = input.phoneNum;
    if (!PHONE_PATTERN.test(phone)) throw new AppError(ErrorCode.InvalidPhone);
    const password = passwords.read(input.password, phone, input.timestamp);
    if (password === null || !PASSWORD_PATTERN.test(password)) throw new AppError(ErrorCode.InvalidPassword);

    throwUnlessSolved(await captchas.check(db, input.clientId, '1', input.imgCode, phone));

    const smsCode = await smsCodes.verify(db, phone, 'register', input.smsCode);
    if (await phoneRegistered(db, phone)) throw new AppError(ErrorCode.PhoneRegistered);
    if (input.channelCode) await this.verifyChannel(input.channelCode);

    const passwordHash = await hashPassword(password);
    try {
      return await db.transaction(async (tx) => {
        const now = clock();
        const business = await insertBusiness(tx, { name: `企业${phone.slice(-4)}`, createdAt: now });
        await seedBusinessConfig(tx, business.id, SELF_REGISTERED_MENU, now);
        // With the enterprise, so its first calls, follow-ups and filters have grades to name.
        await seedGradeLabels(tx, business.id);
        const member = await insertMember(tx, {
          businessId: business.id,
          phone,
          surname: phone,
          passwordHash,
          master: true,
          privilege: 255,
          createdAt: now,
        });
        await smsCode.consume(tx);
        const issued = await sessions.issue(tx, { userId: member.id, businessId: business.id });
        return memberLoginResult(member, business, issued);
      });
    } catch (error) {
      // Two submissions of the same phone at once: the second one hits the unique index.
      if (isUniqueViolation(error)) throw new AppError(ErrorCode.PhoneRegistered);
      throw error;
    }
  }
}
