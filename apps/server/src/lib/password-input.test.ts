import { createCipheriv, createHash } from 'node:crypto';
import { decryptPassword, ErrorCode, encryptPassword, limits } from '@console/contracts';
import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.ts';
import { PasswordReader } from './password-input.ts';

/** The platform's wire format computed with node:crypto only, independent of the contract code. */
function referenceEncrypt(password: string, phone: string, timestamp: string): string {
  const inner = createHash('sha1').update(`kxjl${phone}${timestamp}`, 'utf8').digest();
  const key = createHash('sha1').update(inner).digest().subarray(0, 16);
  const cipher = createCipheriv('aes-128-ecb', key, null);
  return Buffer.concat([cipher.update(password, 'utf8'), cipher.final()]).toString('base64');
}

function thrownCode(run: () => unknown): number | undefined {
  try {
    run();
  } catch (error) {
    return error instanceof AppError ? error.code : -1;
  }
  return undefined;
}

const NOW = Date.parse('2026-03-02T02:00:00.000Z');

describe('password transport encryption', () => {
  it('matches an independent AES-128-ECB computation', () => {
    const vector = referenceEncrypt('demo1234', '13800000000', '1700000000000');
    expect(encryptPassword('demo1234', '13800000000', '1700000000000')).toBe(vector);
    expect(decryptPassword(vector, '13800000000', '1700000000000')).toBe('demo1234');
  });

  it('reads an encrypted password with a fresh timestamp', () => {
    const reader = new PasswordReader(true, () => new Date(NOW));
    const ts = String(NOW - 1000);
    expect(reader.read(referenceEncrypt('Pass1234', '13912345678', ts), '13912345678', ts)).toBe('Pass1234');
  });

  it('answers 100002 for a missing, stale or future timestamp', () => {
    const reader = new PasswordReader(true, () => new Date(NOW));
    const stale = String(NOW - limits.passwordTimestampSkewMs - 1);
    const future = String(NOW + limits.passwordTimestampSkewMs + 1);
    for (const ts of [undefined, stale, future]) {
      const cipherText = referenceEncrypt('x', '13912345678', ts ?? '');
      expect(thrownCode(() => reader.read(cipherText, '13912345678', ts))).toBe(ErrorCode.StaleTimestamp);
    }
  });

  it('accepts a timestamp in seconds from older clients', () => {
    const reader = new PasswordReader(true, () => new Date(NOW));
    const seconds = String(Math.floor(NOW / 1000));
    expect(reader.read(referenceEncrypt('abc', '13912345678', seconds), '13912345678', seconds)).toBe('abc');
  });

  it('gives null for a text that does not decrypt with this phone and timestamp', () => {
    const reader = new PasswordReader(true, () => new Date(NOW));
    const ts = String(NOW);
    expect(reader.read(referenceEncrypt('abc', '13900000001', ts), '13912345678', ts)).toBeNull();
    expect(reader.read('not base64 !!', '13912345678', ts)).toBeNull();
  });

  it('passes the password through when encryption is off', () => {
    const reader = new PasswordReader(false, () => new Date(NOW));
    expect(reader.read('plain1234', '13912345678', undefined)).toBe('plain1234');
  });
});
