import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { dateRangePresets, fromDateRangeValue, isDateDisabled, presetValue, toDateRangeValue } from './date-range.ts';

const today = dayjs('2026-03-15T14:30:00');

describe('dateRangePresets', () => {
  it('offers 今天, 昨天, 过去7天 and 过去30天, the past ranges ending yesterday', () => {
    const presets = dateRangePresets(today).map((p) => [p.label, toDateRangeValue(p.value)]);
    expect(presets).toEqual([
      ['今天', ['2026-03-15', '2026-03-15']],
      ['昨天', ['2026-03-14', '2026-03-14']],
      ['过去7天', ['2026-03-08', '2026-03-14']],
      ['过去30天', ['2026-02-13', '2026-03-14']],
    ]);
  });

  it('spans exactly 7 and 30 days', () => {
    const [, , week, month] = dateRangePresets(today);
    expect(week.value[1].diff(week.value[0], 'day') + 1).toBe(7);
    expect(month.value[1].diff(month.value[0], 'day') + 1).toBe(30);
  });

  it('crosses a year boundary', () => {
    expect(presetValue(dayjs('2026-01-03'), '过去7天')).toEqual(['2025-12-27', '2026-01-02']);
    expect(presetValue(dayjs('2026-01-01'), '昨天')).toEqual(['2025-12-31', '2025-12-31']);
  });

  it('gives [] for an unknown preset', () => {
    expect(presetValue(today, '明天')).toEqual([]);
  });
});

describe('isDateDisabled', () => {
  it('allows every date outside restricted mode', () => {
    expect(isDateDisabled(dayjs('2030-01-01'), today, false)).toBe(false);
    expect(isDateDisabled(dayjs('2000-01-01'), today, false)).toBe(false);
  });

  it('in restricted mode allows only the last year up to today', () => {
    expect(isDateDisabled(dayjs('2026-03-15T23:59:59'), today, true)).toBe(false);
    expect(isDateDisabled(dayjs('2026-03-16'), today, true)).toBe(true);
    expect(isDateDisabled(dayjs('2025-03-15'), today, true)).toBe(false);
    expect(isDateDisabled(dayjs('2025-03-14'), today, true)).toBe(true);
    expect(isDateDisabled(dayjs('2025-09-01'), today, true)).toBe(false);
  });
});

describe('toDateRangeValue / fromDateRangeValue', () => {
  it('gives [start, end] as YYYY-MM-DD', () => {
    expect(toDateRangeValue([dayjs('2026-03-01T08:00'), dayjs('2026-03-02T20:00')])).toEqual([
      '2026-03-01',
      '2026-03-02',
    ]);
  });

  it('gives [] when cleared or half filled', () => {
    expect(toDateRangeValue(null)).toEqual([]);
    expect(toDateRangeValue(undefined)).toEqual([]);
    expect(toDateRangeValue([dayjs('2026-03-01'), null])).toEqual([]);
    expect(toDateRangeValue([null, dayjs('2026-03-01')])).toEqual([]);
  });

  it('reads the value back', () => {
    expect(fromDateRangeValue([])).toBeNull();
    const dates = fromDateRangeValue(['2026-03-01', '2026-03-02']);
    expect(dates?.map((d) => d.format('YYYY-MM-DD HH:mm'))).toEqual(['2026-03-01 00:00', '2026-03-02 00:00']);
  });
});
