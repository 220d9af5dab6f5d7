import { decryptPassword, encryptPassword as platformCipher } from '@console/contracts';
import { describe, expect, it } from 'vitest';
import { encryptPassword } from './password-cipher.ts';

describe('encryptPassword on WebCrypto', () => {
  it.each([
    ['demo1234', '13800000000', 1_790_000_000_000],
    ['exactly16chars!!', '13912345678', '1790000000001'],
    ['长密码中文与符号#%&*()_+包含三个以上分组的内容', '15000000000', 42],
    ['', '13800000000', 1],
  ])('matches the platform cipher for %j', async (password, phone, timestamp) => {
    const cipherText = await encryptPassword(password, phone, timestamp);
    expect(cipherText).toBe(platformCipher(password, phone, timestamp));
    expect(decryptPassword(cipherText, phone, timestamp)).toBe(password);
  });
});
