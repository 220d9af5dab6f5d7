import { lazy } from 'react';
import { PickerStandIn } from '../../../shared/date-range/picker-stand-in.tsx';
import type { RecordFilters } from '../record-query.ts';

const loadPicker = () => import('./call-time-picker.tsx');
const CallTimePicker = lazy(() => loadPicker().then((m) => ({ default: m.CallTimePicker })));

interface CallTimeFieldProps {
  value: RecordFilters['range'];
  onChange: (range: RecordFilters['range']) => void;
}

/**
 * 外呼时间. The date-time picker is a third of the page's code and most visits never filter by
 * time, so a plain field stands in for it until first used; pointing at it starts the load.
 */
export function CallTimeField({ value, onChange }: CallTimeFieldProps) {
  return (
    <PickerStandIn
      field={{
        size: 'small',
        'aria-label': '外呼时间',
        className: 'task-record-range',
        placeholder: '开始日期 至 结束日期',
      }}
      load={loadPicker}
      used={value.length > 0}
    >
      <CallTimePicker value={value} onChange={onChange} />
    </PickerStandIn>
  );
}
