import { describe, expect, it } from 'vitest';
import { isNegated } from './polarity.ts';

describe('isNegated', () => {
  it('sees 不, 没 and 别', () => {
    for (const text of ['我不感兴趣', '没时间', '别打了', '暂时不需要']) expect(isNegated(text)).toBe(true);
  });

  it('a line without them is not negated', () => {
    for (const text of ['我很感兴趣', '可以的', '学费多少钱']) expect(isNegated(text)).toBe(false);
  });

  it('set phrases that mean yes, and A-not-A questions, do not negate', () => {
    for (const text of ['没问题', '是的没错', '还不错', '不好意思你说', '有没有优惠', '学费贵不贵', '是不是免费']) {
      expect(isNegated(text)).toBe(false);
    }
  });

  it('a 不 closing a question asks; closing a refusal it negates', () => {
    for (const text of ['怀孕了可以吃螃蟹不', '能退不', '发短信收费不']) expect(isNegated(text)).toBe(false);
    for (const text of ['我不', '我才不', '就不']) expect(isNegated(text)).toBe(true);
  });
});
