import { createCipheriv, createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptPassword, encryptPassword, passwordKey } from './password-cipher.ts';

/** The same scheme written with node:crypto only, as an independent reference. */
function referenceEncrypt(password: string, phone: string, timestamp: string): string {
  const inner = createHash('sha1').update(`kxjl${phone}${timestamp}`, 'utf8').digest();
  const key = createHash('sha1').update(inner).digest().subarray(0, 16);
  const cipher = createCipheriv('aes-128-ecb', key, null);
  return Buffer.concat([cipher.update(password, 'utf8'), cipher.final()]).toString('base64');
}

describe('password transport encryption', () => {
  const phone = '13800000000';
  const timestamp = '1700000000000';

  it('derives the key as the first 16 bytes of SHA-1 over the raw SHA-1 digest', () => {
    const inner = createHash('sha1').update(`kxjl${phone}${timestamp}`).digest();
    const expected = createHash('sha1').update(inner).digest().subarray(0, 16).toString('hex');
    expect(Buffer.from(passwordKey(phone, timestamp)).toString('hex')).toBe(expected);
  });

  it('matches node:crypto AES-128-ECB with PKCS7 padding', () => {
    for (const password of ['demo1234', 'a', 'sixteen-chars-xx', '密码含中文abc123']) {
      expect(encryptPassword(password, phone, timestamp)).toBe(referenceEncrypt(password, phone, timestamp));
    }
  });

  it('round-trips, and a different timestamp does not decrypt to the password', () => {
    const sealed = encryptPassword('demo1234', phone, timestamp);
    expect(decryptPassword(sealed, phone, timestamp)).toBe('demo1234');
    let opened: string | undefined;
    try {
      opened = decryptPassword(sealed, phone, '1700000000001');
    } catch {
      opened = undefined;
    }
    expect(opened).not.toBe('demo1234');
  });
});
