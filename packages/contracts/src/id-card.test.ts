import { describe, expect, it } from 'vitest';
import { isValidIdCard, maskIdCard } from './id-card.ts';

/** Computes the check character independently of the module, from the published weights. */
function withCheckChar(first17: string): string {
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...first17].reduce((acc, digit, i) => acc + Number(digit) * weights[i], 0);
  return first17 + '10X98765432'[sum % 11];
}

describe('18-digit ID checksum', () => {
  it('accepts IDs whose check character matches', () => {
    for (const body of ['11010519491231002', '44030819990101001', '32010620000229123', '51010719800808888']) {
      expect(isValidIdCard(withCheckChar(body))).toBe(true);
    }
  });

  it('refuses a wrong check character, impossible dates and bad shapes', () => {
    const valid = withCheckChar('11010519491231002');
    const wrongCheck = valid.slice(0, 17) + (valid[17] === '0' ? '1' : '0');
    expect(isValidIdCard(wrongCheck)).toBe(false);
    expect(isValidIdCard(withCheckChar('32010620010229123'))).toBe(false);
    expect(isValidIdCard(withCheckChar('01010519491231002'))).toBe(false);
    expect(isValidIdCard('1101051949123100')).toBe(false);
  });

  it('accepts a lower-case x check character', () => {
    expect(isValidIdCard('11010519491231002x')).toBe(true);
  });

  it('masks all but the first 3 and last 4 characters', () => {
    expect(maskIdCard('11010519491231002X')).toBe('110***********002X');
  });
});
