import { describe, expect, it } from 'vitest';
import { normalizeNumber } from './number-normalize.ts';
import { NumberRejectReason } from './numbers.ts';

const R = NumberRejectReason;

describe('normalizeNumber', () => {
  it.each([
    ['13800138000', '13800138000', 'mobile'],
    ['19912345678', '19912345678', 'mobile'],
    [' 138 0013 8000 ', '13800138000', 'mobile'],
    ['138-0013-8000', '13800138000', 'mobile'],
    ['\t13800138000\r', '13800138000', 'mobile'],
    ['１３８００１３８０００', '13800138000', 'mobile'],
    ['１３８　００１３　８０００', '13800138000', 'mobile'],
    ['+8613800138000', '13800138000', 'mobile'],
    ['＋８６１３８００１３８０００', '13800138000', 'mobile'],
    ['+86 138 0013 8000', '13800138000', 'mobile'],
    ['(+86)13800138000', '13800138000', 'mobile'],
    ['0086 13800138000', '13800138000', 'mobile'],
    ['8613800138000', '13800138000', 'mobile'],
    ["'13800138000", '13800138000', 'mobile'],
    ['="13800138000"', '13800138000', 'mobile'],
    ['13800138000.0', '13800138000', 'mobile'],
    ['13800138000.00', '13800138000', 'mobile'],
    ['1.3800138000E+10', '13800138000', 'mobile'],
    ['1.3800138000e10', '13800138000', 'mobile'],
    ['010-62345678', '01062345678', 'fixed'],
    ['01062345678', '01062345678', 'fixed'],
    ['(010)62345678', '01062345678', 'fixed'],
    ['（０１０）６２３４５６７８', '01062345678', 'fixed'],
    ['021 6234 5678', '02162345678', 'fixed'],
    ['0755-86013388', '075586013388', 'fixed'],
    ['0871-6123456', '08716123456', 'fixed'],
    ['+86 10 62345678', '01062345678', 'fixed'],
    ['+86 (0)10 62345678', '01062345678', 'fixed'],
    ['0086-755-86013388', '075586013388', 'fixed'],
  ])('takes %j as %s (%s)', (raw, number, kind) => {
    expect(normalizeNumber(raw)).toEqual({ ok: true, number, kind });
  });

  it.each([
    ['', R.empty],
    ['   ', R.empty],
    ['　', R.empty],
    ['--', R.empty],
    ['1380013800', R.wrongLength],
    ['138001380001', R.wrongLength],
    ['1380013800012', R.wrongLength],
    ['12345678', R.wrongLength],
    ['110', R.wrongLength],
    ['12800138000', R.malformed],
    ['10012345678', R.malformed],
    ['138001380OO', R.malformed],
    ['abc', R.malformed],
    ['张三', R.malformed],
    ['138 0013 800a', R.malformed],
    ['13800138000.5', R.malformed],
    ['1.38001E+10', R.malformed],
    ['1.38E+10', R.malformed],
    ['1.3800138E+10', R.malformed],
    ['62345678', R.wrongLength],
    ['0101234567', R.malformed],
    ['+1 415 555 0100', R.notMainland],
    ['+85291234567', R.notMainland],
    ['00852 9123 4567', R.notMainland],
    ['4008001234', R.serviceNumber],
    ['400-800-1234', R.serviceNumber],
    ['8008001234', R.serviceNumber],
    ['+86 400 800 1234', R.serviceNumber],
    ['0101234567890', R.wrongLength],
    ['01002345678', R.malformed],
  ])('refuses %j: %s', (raw, reason) => {
    expect(normalizeNumber(raw)).toEqual({ ok: false, reason });
  });

  it('finds the same mobile however a person or a spreadsheet wrote it', () => {
    let seed = 20_240_601;
    const random = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % n;
    };
    const fullWidth = (text: string) => text.replace(/[0-9+]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));
    const prefixes = ['', '+86', '0086', '86', '+86 ', '＋86-'];
    const separators = ['', ' ', '-', '　', '\t'];
    for (let i = 0; i < 2000; i++) {
      const number = `1${3 + random(7)}${String(random(1e9)).padStart(9, '0')}`;
      const separator = separators[random(separators.length)];
      let written = `${number.slice(0, 3)}${separator}${number.slice(3, 7)}${separator}${number.slice(7)}`;
      written = prefixes[random(prefixes.length)] + written;
      if (random(2) === 1) written = fullWidth(written);
      expect(normalizeNumber(written), written).toEqual({ ok: true, number, kind: 'mobile' });
    }
  });
});
