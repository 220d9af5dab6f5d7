import { describe, expect, it } from 'vitest';
import { MAX_MATCHED_LENGTH, normaliseText } from './normalise.ts';

describe('normaliseText', () => {
  it('trims, drops punctuation and spaces (full-width too), lower-cases Latin', () => {
    expect(normaliseText('  好的，可以！ OK? ')).toBe('好的可以ok');
    expect(normaliseText('“嗯……”　是的。')).toBe('嗯是的');
  });

  it('turns full-width letters and digits into half-width', () => {
    expect(normaliseText('ＶＩＰ１２３')).toBe('vip123');
  });

  it('drops symbols, emoji, control characters and unpaired surrogates', () => {
    expect(normaliseText('好😀的\u0000\ud800+$')).toBe('好的');
  });

  it('cuts very long lines', () => {
    expect([...normaliseText('好'.repeat(1000))]).toHaveLength(MAX_MATCHED_LENGTH);
  });
});
