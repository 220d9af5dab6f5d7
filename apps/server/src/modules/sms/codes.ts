import { ErrorCode, ErrorMessage, limits } from '@console/contracts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { addMs, type Clock } from '../../lib/clock.ts';
import { hmacSha256, newSmsCode } from '../../lib/secrets.ts';
import { budgetAddressKey } from './address-key.ts';
import * as repo from './repo.ts';
import type { SmsSender } from './sender.ts';

const DAY_MS = 24 * 60 * 60_000;

/** After this many wrong guesses a code is spent: six digits must not be walkable. */
const SMS_CODE_MAX_ATTEMPTS = 5;

/**
 * SMS sends without a captcha (the spec's reset page has none, the original console sends none):
 * a person who asks for a code, waits the 60 s and asks again, perhaps for a second phone, stays
 * within three an hour from one address. More is what SMS pumping looks like, from one address to
 * many phones or from many addresses to one phone: then the captcha is asked for (330034).
 */
export const SMS_FREE_SENDS_PER_ADDRESS = 3;
/** Also three per phone, whatever the addresses: one phone must not be flooded from many places. */
export const SMS_FREE_SENDS_PER_PHONE = 3;
export const SMS_FREE_WINDOW_MS = 60 * 60_000;

function smsText(code: string): string {
  return `【智能外呼】您的验证码为${code}，${Math.round(limits.smsCodeTtlMs / 60_000)}分钟内有效。`;
}

/**
 * Stored as a keyed hash bound to phone and purpose. Six digits are a million guesses: a plain
 * hash of the table would give every code away, a keyed one not without the server's secret.
 */
function codeHash(secret: string, phone: string, purpose: repo.SmsPurpose, code: string): string {
  return hmacSha256(secret, `${purpose}:${phone}:${code}`);
}

/** A code that matched; `consume` marks it used, inside the caller's transaction. */
interface VerifiedSmsCode {
  consume(db: Db): Promise<void>;
}

export class SmsCodeService {
  constructor(
    private readonly sender: SmsSender,
    private readonly clock: Clock,
    private readonly options: { secret: string; dailyMaxPerAddress: number },
  ) {}

  /**
   * One code per phone and purpose per resend interval (the 60 s countdown of the SMS button).
   * Per purpose because registration and reset are separate flows with separate buttons: a
   * person who registered a minute ago may still need a reset code now. One client address gets
   * at most `dailyMaxPerAddress` codes in 24 hours, whatever the phones: SMS pumping sends to
   * many numbers from one place. Then the send is paid for: by `prove` (the captcha the request
   * carried), or else from the budget of sends without a captcha (takeFreeSend). Both run after
   * the checks above, so a refused send does not spend the person's answer or budget.
   */
  async send(
    db: Db,
    input: { phone: string; purpose: repo.SmsPurpose; clientAddress: string; prove?: () => Promise<void> },
  ): Promise<void> {
    const { phone, purpose, clientAddress } = input;
    const now = this.clock();
    const last = await repo.latestCodeSentAt(db, phone, purpose);
    if (last && now.getTime() - last.getTime() < limits.smsResendSeconds * 1000) {
      throw new AppError(ErrorCode.SmsTooFrequent);
    }
    const sentToday = await repo.countCodesFromAddress(db, clientAddress, addMs(now, -DAY_MS));
    if (sentToday >= this.options.dailyMaxPerAddress) {
      throw new AppError(ErrorCode.SmsTooFrequent, ErrorMessage.smsDailyLimit);
    }
    if (input.prove) await input.prove();
    else await this.takeFreeSend(db, phone, clientAddress);
    const code = newSmsCode();
    const id = await repo.insertCode(db, {
      phone,
      purpose,
      codeHash: codeHash(this.options.secret, phone, purpose, code),
      clientAddress,
      expiresAt: addMs(now, limits.smsCodeTtlMs),
      createdAt: now,
    });
    try {
      await this.sender.send(phone, smsText(code));
    } catch (error) {
      // Not sent means not issued: the person may ask again at once.
      await repo.deleteCode(db, id);
      throw error;
    }
  }

  /**
   * Counts a send without a captcha against the address's and the phone's budgets, or refuses it
   * with 330034 when either is used up; a refusal counts against neither.
   */
  private async takeFreeSend(db: Db, phone: string, clientAddress: string): Promise<void> {
    const now = this.clock();
    const windowStart = addMs(now, -SMS_FREE_WINDOW_MS);
    await repo.deleteEndedBudgets(db, windowStart);
    await db.transaction(async (tx) => {
      const key = budgetAddressKey(clientAddress);
      const fromAddress = await repo.countBudgetSend(tx, { scope: 'address', key, now, windowStart });
      const toPhone = await repo.countBudgetSend(tx, { scope: 'phone', key: phone, now, windowStart });
      // Thrown inside, so the transaction takes both counts back.
      if (fromAddress > SMS_FREE_SENDS_PER_ADDRESS || toPhone > SMS_FREE_SENDS_PER_PHONE) {
        throw new AppError(ErrorCode.SmsCaptchaRequired);
      }
    });
  }

  /**
   * 330033 when there is no live code (never sent, used, expired or spent by wrong guesses),
   * 330031 when the code does not match. A match is not consumed here: the caller consumes it
   * together with the change it authorises, so a later failure leaves the code usable.
   */
  async verify(db: Db, phone: string, purpose: repo.SmsPurpose, code: string): Promise<VerifiedSmsCode> {
    const now = this.clock();
    const stored = await repo.latestUnusedCode(db, phone, purpose);
    if (!stored || stored.expiresAt.getTime() <= now.getTime() || stored.attempts >= SMS_CODE_MAX_ATTEMPTS) {
      throw new AppError(ErrorCode.SmsCodeExpired);
    }
    if (stored.codeHash !== codeHash(this.options.secret, phone, purpose, code.trim())) {
      await repo.countWrongAttempt(db, stored.id);
      throw new AppError(ErrorCode.WrongSmsCode);
    }
    return { consume: (tx) => repo.markCodeUsed(tx, stored.id, this.clock()) };
  }
}
