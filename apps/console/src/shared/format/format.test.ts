import { describe, expect, it } from 'vitest';
import { formatClock, formatDateTime, formatZonedDateTime } from './date.ts';
import { formatCallDuration, formatDuration } from './duration.ts';
import { formatCount, formatPercent } from './number.ts';
import { formatFileSize, formatKb } from './size.ts';

describe('formatCount and formatPercent', () => {
  it('separates thousands', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCount(undefined)).toBe('0');
    expect(formatCount(Number.NaN)).toBe('0');
  });

  it('shows percentages with at most two decimals', () => {
    expect(formatPercent(12.5)).toBe('12.5%');
    expect(formatPercent(33.333)).toBe('33.33%');
    expect(formatPercent(0)).toBe('0%');
    expect(formatPercent(null)).toBe('0%');
  });
});

describe('formatDuration', () => {
  it('shows ms as hours, minutes and seconds without leading zero units', () => {
    expect(formatDuration(0)).toBe('0秒');
    expect(formatDuration(4_400)).toBe('4秒');
    expect(formatDuration(65_000)).toBe('1分5秒');
    expect(formatDuration(3_600_000)).toBe('1小时0分0秒');
    expect(formatDuration(3_723_000)).toBe('1小时2分3秒');
    expect(formatDuration(1_000 * 3600 * 1234)).toBe('1,234小时0分0秒');
    expect(formatDuration(undefined)).toBe('0秒');
  });
});

describe('formatCallDuration', () => {
  it('shows minutes and two-digit seconds', () => {
    expect(formatCallDuration(0)).toBe('0分00秒');
    expect(formatCallDuration(5_000)).toBe('0分05秒');
    expect(formatCallDuration(83_000)).toBe('1分23秒');
    expect(formatCallDuration(4_500_000)).toBe('75分00秒');
  });

  it('counts whole seconds only and never goes negative', () => {
    expect(formatCallDuration(59_999)).toBe('0分59秒');
    expect(formatCallDuration(60_000)).toBe('1分00秒');
    expect(formatCallDuration(-3_000)).toBe('0分00秒');
    expect(formatCallDuration(Number.NaN)).toBe('0分00秒');
  });
});

describe('formatKb', () => {
  it('shows KB with one decimal and thousands separators', () => {
    expect(formatKb(0)).toBe('0.0 KB');
    expect(formatKb(1536)).toBe('1.5 KB');
    expect(formatKb(2560)).toBe('2.5 KB');
    expect(formatKb(10 * 1024)).toBe('10.0 KB');
    expect(formatKb(1234.5 * 1024)).toBe('1,234.5 KB');
    expect(formatKb(-1)).toBe('0.0 KB');
  });
});

describe('formatFileSize', () => {
  it('shows KB up to 1,024 KB, then MB, then GB', () => {
    expect(formatFileSize(0)).toBe('0.0 KB');
    expect(formatFileSize(2560)).toBe('2.5 KB');
    expect(formatFileSize(1023.9 * 1024)).toBe('1,023.9 KB');
    expect(formatFileSize(1024 * 1024)).toBe('1.0 MB');
    expect(formatFileSize(49_059.1 * 1024)).toBe('47.9 MB');
    expect(formatFileSize(3.5 * 1024 ** 3)).toBe('3.5 GB');
    expect(formatFileSize(Number.NaN)).toBe('0.0 KB');
  });
});

describe('formatDateTime and formatClock', () => {
  it('show a moment in the browser time zone', () => {
    const moment = new Date(2026, 10, 22, 9, 5, 3).getTime();
    expect(formatDateTime(moment)).toBe('2026-11-22 09:05:03');
    expect(formatClock(moment)).toBe('09:05:03');
  });
});

describe('formatZonedDateTime', () => {
  it("shows a moment on a time zone's wall clock, whatever the browser's zone", () => {
    const moment = Date.UTC(2026, 10, 22, 1, 5, 3);
    expect(formatZonedDateTime(moment, 'Asia/Shanghai')).toBe('2026-11-22 09:05:03');
    expect(formatZonedDateTime(moment, 'America/New_York')).toBe('2026-11-21 20:05:03');
  });
});
