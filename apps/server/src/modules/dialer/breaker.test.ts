import { describe, expect, it } from 'vitest';
import { BREAKER, LineBreaker } from './breaker.ts';

const at = (seconds: number) => new Date(Date.UTC(2026, 10, 25, 2, 0, seconds));

describe('the line breaker', () => {
  it('trips when failures pass half of at least 20 attempts in the window', () => {
    const breaker = new LineBreaker();
    const results: boolean[] = [];
    // 19 attempts, all failed: too few to judge.
    for (let i = 0; i < 19; i++) results.push(breaker.record(1, 'L', true, at(i)));
    expect(results.some(Boolean)).toBe(false);
    expect(breaker.record(1, 'L', true, at(19))).toBe(true);
    // It starts over after tripping.
    expect(breaker.record(1, 'L', true, at(20))).toBe(false);
  });

  it('does not trip at exactly half, nor for another line or business', () => {
    const breaker = new LineBreaker();
    const tripped = Array.from({ length: 40 }, (_, i) => breaker.record(1, 'L', i % 2 === 1, at(i)));
    expect(tripped.some(Boolean)).toBe(false);
    for (let i = 0; i < 19; i++) {
      breaker.record(1, 'A', true, at(i));
      breaker.record(2, 'L', true, at(i));
    }
    expect(breaker.record(1, 'B', true, at(30))).toBe(false);
  });

  it('forgets attempts older than the window', () => {
    const breaker = new LineBreaker();
    for (let i = 0; i < 19; i++) breaker.record(1, 'L', true, at(i));
    const later = new Date(at(18).getTime() + BREAKER.windowMs);
    // The 19 failures have left the window: one more attempt is one of one.
    expect(breaker.record(1, 'L', true, later)).toBe(false);
  });
});
