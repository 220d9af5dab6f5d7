import { ErrorCode, limits } from '@console/contracts';
import { create as createCaptchaImage } from 'svg-captcha';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { addMs, type Clock } from '../../lib/clock.ts';
import {
  type CaptchaType,
  deleteExpiredCaptchas,
  keepCaptchaForPhone,
  saveCaptcha,
  takeCaptcha,
  takeUnsentCaptcha,
} from './repo.ts';

/** Letters and digits that cannot be mistaken for each other (no 0/O, 1/I/L, 2/Z, 5/S, 6/G, 8/B). */
const CAPTCHA_CHARS = 'ACDEFHJKMNPQRTUVWXY34679';

type CaptchaCheck = 'ok' | 'missing' | 'wrong';

/** An SMS send as the registration and reset pages ask for it: the phone, and their captcha once asked. */
export interface SmsRequest {
  phone: string;
  /** Absent while the send is within the budget of sends without a captcha (sms/codes.ts). */
  imgCode?: string;
  /** The browser (captchaClient); none when it sent no clientId and has no cookie. */
  clientId: string | undefined;
  clientAddress: string;
}

/** 330032 for a captcha never shown, used or expired; 330030 for a wrong answer. */
export function throwUnlessSolved(check: CaptchaCheck): void {
  if (check === 'missing') throw new AppError(ErrorCode.ImgCodeExpired);
  if (check === 'wrong') throw new AppError(ErrorCode.WrongImgCode);
}

export class CaptchaService {
  constructor(private readonly clock: Clock) {}

  async issue(db: Db, clientId: string, type: CaptchaType): Promise<string> {
    const { text, data } = createCaptchaImage({
      size: 4,
      charPreset: CAPTCHA_CHARS,
      noise: 2,
      color: true,
      background: '#f5f7fa',
      width: 120,
      height: 40,
      fontSize: 46,
    });
    const now = this.clock();
    await deleteExpiredCaptchas(db, now);
    await saveCaptcha(db, { clientId, type, text, expiresAt: addMs(now, limits.captchaTtlMs) });
    return data;
  }

  /**
   * Single use: the stored text is removed by any attempt, right or wrong, so a captcha can
   * never be guessed twice. 'missing' covers never shown, already used and expired. A captcha
   * answered for an SMS counts only for the phone the SMS went to (`phone` of the check).
   */
  async check(
    db: Db,
    clientId: string | undefined,
    type: CaptchaType,
    answer: string,
    phone?: string,
  ): Promise<CaptchaCheck> {
    if (clientId === undefined) return 'missing';
    const stored = await takeCaptcha(db, clientId, type);
    if (!stored || stored.expiresAt.getTime() <= this.clock().getTime()) return 'missing';
    if (stored.phone !== null && stored.phone !== phone) return 'missing';
    return this.matches(stored.text, answer) ? 'ok' : 'wrong';
  }

  /**
   * The proof an SMS send needs. Spent by any attempt like check(); a right answer pays for this
   * one SMS. With `keepForPhone` it then stays valid once more, bound to that phone, until the
   * SMS code expires: the registration form sends the same captcha again with the code, and the
   * person should not have to solve a second one.
   */
  async answerForSms(
    db: Db,
    input: { clientId: string | undefined; type: CaptchaType; answer: string; phone: string; keepForPhone: boolean },
  ): Promise<CaptchaCheck> {
    const now = this.clock();
    if (input.clientId === undefined) return 'missing';
    const stored = await takeUnsentCaptcha(db, input.clientId, input.type);
    if (!stored || stored.expiresAt.getTime() <= now.getTime()) return 'missing';
    if (!this.matches(stored.text, input.answer)) return 'wrong';
    if (input.keepForPhone) {
      await keepCaptchaForPhone(db, {
        clientId: input.clientId,
        type: input.type,
        text: stored.text,
        phone: input.phone,
        expiresAt: addMs(now, limits.smsCodeTtlMs),
      });
    }
    return 'ok';
  }

  private matches(text: string, answer: string): boolean {
    return text.toLowerCase() === answer.trim().toLowerCase();
  }
}
