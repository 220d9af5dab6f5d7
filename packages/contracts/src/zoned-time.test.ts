import { describe, expect, it } from 'vitest';
import { localMidnight, zoneOffsetMs } from './zoned-time.ts';

describe('zoned time', () => {
  it('knows a zone ahead of UTC and one that changes its clocks', () => {
    expect(zoneOffsetMs(Date.UTC(2026, 10, 24, 12), 'Asia/Shanghai')).toBe(8 * 3_600_000);
    expect(zoneOffsetMs(new Date(Date.UTC(2026, 0, 15)), 'Europe/Berlin')).toBe(3_600_000);
    expect(zoneOffsetMs(Date.UTC(2026, 6, 15), 'Europe/Berlin')).toBe(2 * 3_600_000);
  });

  it('finds the midnight of a local day, also on a day the clocks change', () => {
    expect(localMidnight(2026, 11, 24, 'Asia/Shanghai').toISOString()).toBe('2026-11-23T16:00:00.000Z');
    expect(localMidnight(2026, 3, 29, 'Europe/Berlin').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(localMidnight(2026, 3, 30, 'Europe/Berlin').toISOString()).toBe('2026-03-29T22:00:00.000Z');
  });
});
