import DatePicker from 'antd/es/date-picker';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useRangeDates } from '../../../shared/date-range/use-range-dates.ts';
import { DEFAULT_RANGE_TIMES, type RecordFilters } from '../record-query.ts';

const { RangePicker } = DatePicker;
const DATE_TIME = 'YYYY-MM-DD HH:mm:ss';
/** A picked day starts at 09:00:00 and ends at 21:00:00 unless the times are changed. */
const RANGE_TIMES = DEFAULT_RANGE_TIMES.map((time) => {
  const [hours, minutes, seconds] = time.split(':').map(Number);
  return dayjs().startOf('day').hour(hours).minute(minutes).second(seconds);
});

interface CallTimePickerProps {
  value: RecordFilters['range'];
  onChange: (range: RecordFilters['range']) => void;
}

/** 外呼时间's date-time range (separator 至, 开始日期/结束日期), open as it first appears. */
export function CallTimePicker({ value, onChange }: CallTimePickerProps) {
  const [open, setOpen] = useState(value.length === 0);
  const picked = useRangeDates(value, DATE_TIME);
  return (
    <RangePicker
      size="small"
      autoFocus={open}
      open={open}
      onOpenChange={setOpen}
      className="task-record-range"
      showTime={{ defaultValue: [RANGE_TIMES[0], RANGE_TIMES[1]] }}
      format={DATE_TIME}
      separator="至"
      placeholder={['开始日期', '结束日期']}
      value={picked}
      onChange={(dates) =>
        onChange(dates?.[0] && dates[1] ? [dates[0].format(DATE_TIME), dates[1].format(DATE_TIME)] : [])
      }
    />
  );
}
