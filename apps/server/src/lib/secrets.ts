import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';

/** A session token: 256 random bits, URL-safe because it travels as the `token` query parameter. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

export function hmacSha256(key: string, text: string): string {
  return createHmac('sha256', key).update(text).digest('hex');
}

/** A six-digit SMS code, leading zeros kept. */
export function newSmsCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** 138****0000: enough to tell messages apart in a log, not enough to identify the person. */
export function maskPhone(phone: string): string {
  return phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : '****';
}
