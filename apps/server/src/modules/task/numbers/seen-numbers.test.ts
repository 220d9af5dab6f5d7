import { describe, expect, it } from 'vitest';
import { SeenNumbers } from './seen-numbers.ts';

describe('SeenNumbers', () => {
  it('answers false for a number met before, across growth', () => {
    const seen = new SeenNumbers();
    for (let i = 0; i < 200_000; i++) expect(seen.add(`139${String(i * 7).padStart(8, '0')}`)).toBe(true);
    for (let i = 0; i < 200_000; i += 997) expect(seen.add(`139${String(i * 7).padStart(8, '0')}`)).toBe(false);
    expect(seen.add('13900000001')).toBe(true);
  });

  it('keeps numbers apart that differ only in a leading 0', () => {
    const seen = new SeenNumbers();
    expect(seen.add('075586013388')).toBe(true);
    expect(seen.add('75586013388')).toBe(true);
    expect(seen.add('0075586013388')).toBe(true);
    expect(seen.add('075586013388')).toBe(false);
  });
});
