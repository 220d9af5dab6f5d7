import { decryptPassword, ErrorCode, limits } from '@console/contracts';
import { AppError } from './app-error.ts';
import type { Clock } from './clock.ts';

/**
 * Turns the password field of a request into the password the person typed. With encryption on
 * (config PASSWORD_ENCRYPT, mirrored to the console as config.json `encrypt`) the field is
 * AES-encrypted with a key derived from the phone and the request's timestamp; a missing or
 * stale timestamp is 100002, so a captured request cannot be replayed later.
 */
export class PasswordReader {
  constructor(
    private readonly encrypt: boolean,
    private readonly clock: Clock,
  ) {}

  /** The plain password, or null when the text does not decrypt (callers answer "wrong password"). */
  read(password: string, phone: string, timestamp: string | undefined): string | null {
    if (!this.encrypt) return password;
    if (timestamp === undefined || !this.isFresh(timestamp)) throw new AppError(ErrorCode.StaleTimestamp);
    try {
      return decryptPassword(password, phone, timestamp);
    } catch {
      return null;
    }
  }

  /**
   * The inner login's password: the original operator page sends it plain and without a
   * timestamp, so a request without one is read as typed. The transport cipher adds little
   * here (its key derives from the phone and the timestamp, both in the request); TLS is what
   * protects a password on the wire.
   */
  readInner(password: string, phone: string, timestamp: string | undefined): string | null {
    return timestamp === undefined ? password : this.read(password, phone, timestamp);
  }

  /** Accepts milliseconds (what the console sends) and, for older clients, 10-digit seconds. */
  private isFresh(timestamp: string): boolean {
    const ms = timestamp.length <= 10 ? Number(timestamp) * 1000 : Number(timestamp);
    return Math.abs(this.clock().getTime() - ms) <= limits.passwordTimestampSkewMs;
  }
}
