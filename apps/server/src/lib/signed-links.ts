import { timingSafeEqual } from 'node:crypto';
import type { Clock } from './clock.ts';
import { hmacSha256 } from './secrets.ts';

/** A link's proof: when it stops working (Unix seconds) and the server's signature. */
interface LinkSignature {
  expires: number;
  sig: string;
}

/**
 * Links a plain `<a href>` or `<img src>` can open without the session token: the server signs
 * what the link names (a purpose and a subject, e.g. a download task's id) and when it expires,
 * with the server secret. Nobody can forge one for another subject or stretch its life.
 */
export class LinkSigner {
  constructor(
    private readonly secret: string,
    private readonly clock: Clock,
  ) {}

  sign(purpose: string, subject: string, ttlMs: number): LinkSignature {
    const expires = Math.floor((this.clock().getTime() + ttlMs) / 1000);
    return { expires, sig: this.signature(purpose, subject, expires) };
  }

  /** True while the link is unexpired and signed for exactly this purpose and subject. */
  verify(purpose: string, subject: string, link: { expires: number; sig: string }): boolean {
    if (!Number.isSafeInteger(link.expires) || link.expires * 1000 <= this.clock().getTime()) return false;
    const expected = Buffer.from(this.signature(purpose, subject, link.expires));
    const given = Buffer.from(link.sig);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private signature(purpose: string, subject: string, expires: number): string {
    return hmacSha256(this.secret, `${purpose}\n${subject}\n${expires}`);
  }
}
