import { describe, expect, it } from 'vitest';
import { SharedStrings } from './shared-strings.ts';

describe('SharedStrings', () => {
  it('gives back every string by its index, across growth', () => {
    const strings = new SharedStrings();
    const text = (i: number) => (i % 3 === 0 ? '' : `客户${i}号`.repeat(1 + (i % 5)));
    for (let i = 0; i < 100_000; i++) strings.push(text(i));
    for (let i = 0; i < 100_000; i += 101) expect(strings.get(i)).toBe(text(i));
    expect(strings.get(99_999)).toBe(text(99_999));
    expect(strings.get(100_000)).toBe('');
  });

  it('keeps each string within one page: filled exactly, left over, empty at the edges', () => {
    const strings = new SharedStrings(8);
    const texts = ['', 'abcdefgh', '', '号码', 'xy', '', '中文', 'a', 'bcdefgh', 'i', ''];
    for (const text of texts) strings.push(text);
    expect(texts.map((_, i) => strings.get(i))).toEqual(texts);
    expect(() => strings.push('123456789')).toThrow('longer than a page');
    expect([strings.get(-1), strings.get(Number.NaN), strings.get(1.5), strings.get(texts.length)]).toEqual([
      '',
      '',
      '',
      '',
    ]);
  });
});
