import { getRuntimeConfig } from '../../../shared/config/runtime-config.ts';
import type { DateRangeValue } from '../../../shared/date-range/date-range.ts';
import { DateRangePicker } from '../../../shared/date-range/date-range-picker.tsx';

/** 外呼时间 of 更多搜索: days of the report's time zone, as the server reads them. */
export function CalloutRange({
  value,
  onChange,
}: {
  value: DateRangeValue;
  onChange: (value: DateRangeValue) => void;
}) {
  return (
    <DateRangePicker
      id="customer-range"
      timeZone={getRuntimeConfig().reportTimeZone}
      value={value}
      onChange={onChange}
    />
  );
}
