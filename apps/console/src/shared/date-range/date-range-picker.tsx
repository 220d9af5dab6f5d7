import DatePicker from 'antd/es/date-picker';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { DATE_FORMAT, type DateRangeValue, dateRangePresets, isDateDisabled, toDateRangeValue } from './date-range.ts';
import { useRangeDates } from './use-range-dates.ts';
import { dayIn } from './zoned-day.ts';

const { RangePicker } = DatePicker;

const PLACEHOLDER: [string, string] = ['开始日期', '结束日期'];

interface DateRangePickerProps {
  value: DateRangeValue;
  onChange: (value: DateRangeValue) => void;
  /** Only the last year up to today is selectable (spec section 9). */
  restricted?: boolean;
  /** The zone whose today the shortcuts and the restriction use (the report's); the browser's if absent. */
  timeZone?: string;
  id?: string;
  className?: string;
  'aria-label'?: string;
}

/**
 * The shared date-range picker (spec section 2): shortcuts 今天, 昨天, 过去7天 and 过去30天 (past
 * ranges end yesterday), separator 至, output [start, end] as YYYY-MM-DD or [] when cleared.
 */
export function DateRangePicker({
  value,
  onChange,
  restricted = false,
  timeZone,
  id,
  className,
  ...rest
}: DateRangePickerProps) {
  // Today is read at render time, so a page left open overnight offers the new day's shortcuts.
  const todayKey = timeZone ? dayIn(timeZone) : dayjs().format(DATE_FORMAT);
  const presets = useMemo(() => dateRangePresets(dayjs(todayKey)), [todayKey]);
  const disabledDate = useMemo(
    () => (restricted ? (date: Dayjs) => isDateDisabled(date, dayjs(todayKey), true) : undefined),
    [restricted, todayKey],
  );
  const picked = useRangeDates(value);
  return (
    <RangePicker
      id={id}
      className={className}
      aria-label={rest['aria-label']}
      value={picked}
      onChange={(dates) => onChange(toDateRangeValue(dates))}
      presets={presets}
      separator="至"
      placeholder={PLACEHOLDER}
      disabledDate={disabledDate}
      allowClear
    />
  );
}
