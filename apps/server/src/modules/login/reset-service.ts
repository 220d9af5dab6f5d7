import { type accountApi, ErrorCode, PASSWORD_PATTERN, type ParsedBodyOf, PHONE_PATTERN } from '@console/contracts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/password-hash.ts';
import type { PasswordReader } from '../../lib/password-input.ts';
import type { SessionService } from '../account/index.ts';
import * as repo from '../account/index.ts';
import type { CaptchaService } from '../captcha/index.ts';
import { type SmsRequest, throwUnlessSolved } from '../captcha/index.ts';
import type { SmsCodeService } from '../sms/index.ts';

type ResetPasswordInput = ParsedBodyOf<(typeof accountApi)['resetPassword']>;

interface ResetDeps {
  db: Db;
  passwords: PasswordReader;
  captchas: CaptchaService;
  smsCodes: SmsCodeService;
  sessions: SessionService;
}

/** Forgotten password: an SMS code to the registered phone authorises a new password. */
export class ResetPasswordService {
  constructor(private readonly deps: ResetDeps) {}

  private async registeredMember(phone: string) {
    if (!PHONE_PATTERN.test(phone)) throw new AppError(ErrorCode.InvalidPhone);
    const found = await repo.findMemberByPhone(this.deps.db, phone);
    if (!found) throw new AppError(ErrorCode.PhoneNotRegistered);
    return found.member;
  }

  async sendCode(input: SmsRequest): Promise<void> {
    const { db, smsCodes, captchas } = this.deps;
    await this.registeredMember(input.phone);
    const imgCode = input.imgCode;
    await smsCodes.send(db, {
      phone: input.phone,
      purpose: 'reset',
      clientAddress: input.clientAddress,
      prove: imgCode
        ? async () => {
            const answer = { clientId: input.clientId, type: '2', answer: imgCode, phone: input.phone } as const;
            throwUnlessSolved(await captchas.answerForSms(db, { ...answer, keepForPhone: false }));
          }
        : undefined,
    });
  }

  /** Ends every session of the account: whoever knew the old password is logged out too. */
  async reset(input: ResetPasswordInput): Promise<void> {
    const { db, passwords, smsCodes, sessions } = this.deps;
    const member = await this.registeredMember(input.phone);
    const password = passwords.read(input.password, input.phone, input.timestamp);
    if (password === null || !PASSWORD_PATTERN.test(password)) throw new AppError(ErrorCode.InvalidPassword);
    const code = await smsCodes.verify(db, input.phone, 'reset', input.smsCode);
    const passwordHash = await hashPassword(password);
    await db.transaction(async (tx) => {
      await repo.setPasswordHash(tx, member.id, passwordHash);
      await code.consume(tx);
      await sessions.revokeAllOfUser(tx, member.id, 'password_reset');
      await repo.clearFailures(tx, input.phone);
    });
  }
}
