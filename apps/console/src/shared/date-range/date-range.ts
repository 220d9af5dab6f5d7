import dayjs, { type Dayjs } from 'dayjs';

/** What the picker hands out: [start, end] as YYYY-MM-DD, or [] when cleared. */
export type DateRangeValue = [] | [string, string];

export const DATE_FORMAT = 'YYYY-MM-DD';

interface DateRangePreset {
  label: string;
  value: [Dayjs, Dayjs];
}

/**
 * The shortcuts (spec section 2), given today's date. The past ranges end yesterday: 过去7天 is
 * the 7 whole days before today, so a partly elapsed day never skews a comparison.
 */
export function dateRangePresets(today: Dayjs): DateRangePreset[] {
  const day = today.startOf('day');
  const yesterday = day.subtract(1, 'day');
  return [
    { label: '今天', value: [day, day] },
    { label: '昨天', value: [yesterday, yesterday] },
    { label: '过去7天', value: [day.subtract(7, 'day'), yesterday] },
    { label: '过去30天', value: [day.subtract(30, 'day'), yesterday] },
  ];
}

/** A preset's range as the picker's output. */
export function presetValue(today: Dayjs, label: string): DateRangeValue {
  const preset = dateRangePresets(today).find((candidate) => candidate.label === label);
  return preset ? toDateRangeValue(preset.value) : [];
}

/**
 * Restricted mode (spec section 9): only the last year up to today is selectable, no future dates.
 * Without the restriction every date is selectable.
 */
export function isDateDisabled(date: Dayjs, today: Dayjs, restricted: boolean): boolean {
  if (!restricted) return false;
  const day = today.startOf('day');
  return date.isAfter(day, 'day') || date.isBefore(day.subtract(1, 'year'), 'day');
}

/** The picker's dates as output; a cleared or half-filled picker gives []. */
export function toDateRangeValue(dates: readonly (Dayjs | null | undefined)[] | null | undefined): DateRangeValue {
  const [start, end] = dates ?? [];
  if (!start || !end) return [];
  return [start.format(DATE_FORMAT), end.format(DATE_FORMAT)];
}

/** The output back as the picker's dates, read in `format` (the day's by default); null for []. */
export function fromDateRangeValue(value: DateRangeValue, format = DATE_FORMAT): [Dayjs, Dayjs] | null {
  if (value.length !== 2) return null;
  return [dayjs(value[0], format), dayjs(value[1], format)];
}
