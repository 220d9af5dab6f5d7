import type { Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { fromDateRangeValue } from './date-range.ts';

/**
 * A range picker's value: the strings as dates, the same pair for as long as the strings stay the
 * same. The picker drops what was typed but not yet submitted (a start ended with Enter) whenever
 * its value changes identity, so a pair rebuilt on each render would lose it at the next render.
 */
export function useRangeDates(value: readonly string[], format?: string): [Dayjs, Dayjs] | null {
  const [start, end] = value;
  return useMemo(() => fromDateRangeValue(start && end ? [start, end] : [], format), [start, end, format]);
}
