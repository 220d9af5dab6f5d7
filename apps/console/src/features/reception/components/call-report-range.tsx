import CalendarOutlined from '@ant-design/icons/es/icons/CalendarOutlined';
import Input from 'antd/es/input';
import { lazy, Suspense, useState } from 'react';
import type { CallReportRangeProps } from './call-report-range-picker.tsx';

const loadPicker = () => import('./call-report-range-picker.tsx');
const CallReportRangePicker = lazy(() => loadPicker().then((m) => ({ default: m.CallReportRangePicker })));

/**
 * 呼入时间. The date-time picker would put the page over its budget and most visits keep the
 * default range, so a field showing the range stands in for it until first used; pointing at it
 * starts the load.
 */
export function CallReportRange({ value, onChange }: CallReportRangeProps) {
  const [used, setUsed] = useState(false);
  const standIn = (
    <Input
      readOnly
      aria-label="呼入时间"
      className="reception-data-range"
      value={`${value[0]} 至 ${value[1]}`}
      suffix={<CalendarOutlined />}
      onPointerEnter={() => void loadPicker()}
      onFocus={() => setUsed(true)}
      onClick={() => setUsed(true)}
    />
  );
  if (!used) return standIn;
  return (
    <Suspense fallback={standIn}>
      <CallReportRangePicker value={value} onChange={onChange} />
    </Suspense>
  );
}
