import { decryptPassword } from '@console/contracts';
import { describe, expect, it } from 'vitest';
import { configureForTest } from '../../../test/fixtures.ts';
import { sealPassword } from './password-field.ts';

describe('sealPassword', () => {
  it('encrypts with the phone and the timestamp it sends when config.encrypt is on', () => {
    configureForTest('', { encrypt: true });
    const sealed = sealPassword('demo1234', '13800000000', 1_700_000_000_000);
    expect(sealed.timestamp).toBe(1_700_000_000_000);
    expect(sealed.password).not.toBe('demo1234');
    expect(decryptPassword(sealed.password, '13800000000', sealed.timestamp)).toBe('demo1234');
  });

  it('sends the password as typed when config.encrypt is off', () => {
    configureForTest('', { encrypt: false });
    expect(sealPassword('demo1234', '13800000000', 5)).toEqual({ password: 'demo1234', timestamp: 5 });
  });
});
