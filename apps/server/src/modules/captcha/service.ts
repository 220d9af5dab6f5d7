import { limits } from '@console/contracts';
import { create as createCaptchaImage } from 'svg-captcha';
import type { Db } from '../../db/database.ts';
import { addMs, type Clock } from '../../lib/clock.ts';
import { type CaptchaType, deleteExpiredCaptchas, saveCaptcha, takeCaptcha } from './repo.ts';

export type { CaptchaType };

/** Letters and digits that cannot be mistaken for each other (no 0/O, 1/I/L, 2/Z, 5/S, 6/G, 8/B). */
const CAPTCHA_CHARS = 'ACDEFHJKMNPQRTUVWXY34679';

export type CaptchaCheck = 'ok' | 'missing' | 'wrong';

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
   * never be guessed twice. 'missing' covers never shown, already used and expired.
   */
  async check(db: Db, clientId: string, type: CaptchaType, answer: string): Promise<CaptchaCheck> {
    const stored = await takeCaptcha(db, clientId, type);
    if (!stored || stored.expiresAt.getTime() <= this.clock().getTime()) return 'missing';
    return stored.text.toLowerCase() === answer.trim().toLowerCase() ? 'ok' : 'wrong';
  }
}
