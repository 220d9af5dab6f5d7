import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password-hash.ts';

describe('password hashing', () => {
  it('stores a self-describing scrypt hash with a random salt', async () => {
    const first = await hashPassword('demo1234');
    const second = await hashPassword('demo1234');
    expect(first).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain('demo1234');
  });

  it('verifies the right password and rejects others', async () => {
    const stored = await hashPassword('abc12345');
    expect(await verifyPassword('abc12345', stored)).toBe(true);
    expect(await verifyPassword('abc123456', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('rejects stored texts that are not its format instead of throwing', async () => {
    for (const stored of ['', 'plain', 'scrypt$x$8$1$AAAA$BBBB', 'md5$1$2$3$4$5', 'scrypt$16384$8$1$AAAA$']) {
      expect(await verifyPassword('demo1234', stored)).toBe(false);
    }
  });
});
