import { lazy } from 'react';
import { PickerStandIn } from '../../../shared/date-range/picker-stand-in.tsx';
import type { CallReportRangeProps } from './call-report-range-picker.tsx';

const loadPicker = () => import('./call-report-range-picker.tsx');
const CallReportRangePicker = lazy(() => loadPicker().then((m) => ({ default: m.CallReportRangePicker })));

/**
 * 呼入时间. The date-time picker would put the page over its budget and most visits keep the
 * default range, so a field showing the range stands in for it until first used; pointing at it
 * starts the load.
 */
export function CallReportRange({ value, onChange }: CallReportRangeProps) {
  return (
    <PickerStandIn
      field={{ 'aria-label': '呼入时间', className: 'reception-data-range', value: `${value[0]} 至 ${value[1]}` }}
      load={loadPicker}
    >
      <CallReportRangePicker value={value} onChange={onChange} />
    </PickerStandIn>
  );
}
