import { describe, expect, it } from 'vitest';
import { readNumbers, sayNumber } from './numerals.ts';

describe('numbers as they are said', () => {
  it('reads whole numbers out', () => {
    expect(sayNumber(0)).toBe('零');
    expect(sayNumber(3)).toBe('三');
    expect(sayNumber(10)).toBe('十');
    expect(sayNumber(15)).toBe('十五');
    expect(sayNumber(30)).toBe('三十');
    expect(sayNumber(105)).toBe('一百零五');
    expect(sayNumber(128)).toBe('一百二十八');
    expect(sayNumber(2008)).toBe('二千零八');
    expect(sayNumber(20_000)).toBe('二万');
    expect(sayNumber(150_000)).toBe('十五万');
    expect(sayNumber(1_600_800)).toBe('一百六十万零八百');
    expect(sayNumber(10_015)).toBe('一万零一十五');
  });

  it('makes digits and Chinese numerals one spelling, and leaves phone numbers alone', () => {
    expect(readNumbers('3号线哪一站')).toBe(readNumbers('三号线哪一站'));
    expect(readNumbers('128平的朝向')).toBe('一百二十八平的朝向');
    expect(readNumbers('贷30年')).toBe('贷三十年');
    expect(readNumbers('装修差个2万')).toBe(readNumbers('装修差个两万'));
    expect(readNumbers('带两个同事')).toBe('带二个同事');
    expect(readNumbers('我的号码是13800000000')).toBe('我的号码是13800000000');
    // 两 that is no amount stays.
    expect(readNumbers('两口子')).toBe('两口子');
  });
});
