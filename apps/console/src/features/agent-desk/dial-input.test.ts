import { describe, expect, it } from 'vitest';
import {
  DIAL_KEYS,
  deleteLastKey,
  MAX_DIAL_LENGTH,
  NUMBER_DIGITS_TEXT,
  NUMBER_REQUIRED_TEXT,
  pressDialKey,
  validateDialNumber,
} from './dial-input.ts';

describe('validateDialNumber', () => {
  it('asks for a number when there is none', () => {
    expect(validateDialNumber('')).toBe(NUMBER_REQUIRED_TEXT);
    expect(validateDialNumber('   ')).toBe('请输入号码');
  });

  it('takes digits only', () => {
    expect(validateDialNumber('1390000a')).toBe(NUMBER_DIGITS_TEXT);
    expect(validateDialNumber('139*0')).toBe('号码只能包含数字');
    expect(validateDialNumber('+8613900001111')).toBe('号码只能包含数字');
    expect(validateDialNumber('139 0000 1111')).toBe('号码只能包含数字');
  });

  it('accepts digits, ignoring surrounding spaces', () => {
    expect(validateDialNumber('13900001111')).toBeNull();
    expect(validateDialNumber(' 02150001000 ')).toBeNull();
  });
});

describe('dial pad keys', () => {
  it('has the twelve keys of a phone', () => {
    expect(DIAL_KEYS.join('')).toBe('123456789*0#');
  });

  it('appends a key up to the maximum length and deletes the last one', () => {
    expect(pressDialKey('139', '0')).toBe('1390');
    const full = '1'.repeat(MAX_DIAL_LENGTH);
    expect(pressDialKey(full, '2')).toBe(full);
    expect(deleteLastKey('1390')).toBe('139');
    expect(deleteLastKey('')).toBe('');
  });
});
