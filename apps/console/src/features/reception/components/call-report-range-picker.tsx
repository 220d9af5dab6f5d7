import DatePicker from 'antd/es/date-picker';
import { useState } from 'react';
import { useRangeDates } from '../../../shared/date-range/use-range-dates.ts';

const { RangePicker } = DatePicker;
const DATE_TIME = 'YYYY-MM-DD HH:mm:ss';

export interface CallReportRangeProps {
  value: [string, string];
  onChange: (range: [string, string]) => void;
}

/** 呼入时间's date-time range (separator 至), never cleared; open as it first appears. */
export function CallReportRangePicker({ value, onChange }: CallReportRangeProps) {
  const [open, setOpen] = useState(true);
  const picked = useRangeDates(value, DATE_TIME);
  return (
    <RangePicker
      autoFocus
      open={open}
      onOpenChange={setOpen}
      allowClear={false}
      className="reception-data-range"
      showTime
      format={DATE_TIME}
      separator="至"
      placeholder={['开始日期', '结束日期']}
      value={picked}
      onChange={(dates) => {
        if (dates?.[0] && dates[1]) onChange([dates[0].format(DATE_TIME), dates[1].format(DATE_TIME)]);
      }}
    />
  );
}
