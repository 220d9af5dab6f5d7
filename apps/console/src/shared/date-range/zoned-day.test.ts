import { describe, expect, it } from 'vitest';
import { dayIn, endOfDayIn, startOfDayIn } from './zoned-day.ts';

describe('days in a time zone', () => {
  it("name the day an instant falls on there, whatever the browser's zone", () => {
    const instant = Date.parse('2026-03-01T17:30:00Z');
    expect(dayIn('Asia/Shanghai', instant)).toBe('2026-03-02');
    expect(dayIn('UTC', instant)).toBe('2026-03-01');
    expect(dayIn('America/Los_Angeles', instant)).toBe('2026-03-01');
  });

  it('start and end at the zone’s midnights', () => {
    expect(startOfDayIn('2026-03-02', 'Asia/Shanghai')).toBe(Date.parse('2026-03-01T16:00:00Z'));
    expect(endOfDayIn('2026-03-02', 'Asia/Shanghai')).toBe(Date.parse('2026-03-02T16:00:00Z') - 1);
    expect(endOfDayIn('2026-12-31', 'UTC')).toBe(Date.parse('2027-01-01T00:00:00Z') - 1);
  });

  it('follow a daylight-saving change: a day of 23 hours', () => {
    // Berlin moves to summer time on 29 March 2026 at 02:00.
    expect(startOfDayIn('2026-03-29', 'Europe/Berlin')).toBe(Date.parse('2026-03-28T23:00:00Z'));
    expect(endOfDayIn('2026-03-29', 'Europe/Berlin') + 1 - startOfDayIn('2026-03-29', 'Europe/Berlin')).toBe(
      23 * 3_600_000,
    );
  });
});
