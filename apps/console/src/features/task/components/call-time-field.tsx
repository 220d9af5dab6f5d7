import CalendarOutlined from '@ant-design/icons/es/icons/CalendarOutlined';
import Input from 'antd/es/input';
import { lazy, Suspense, useState } from 'react';
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
  const [used, setUsed] = useState(value.length > 0);
  const standIn = (
    <Input
      size="small"
      readOnly
      aria-label="外呼时间"
      className="task-record-range"
      placeholder="开始日期 至 结束日期"
      suffix={<CalendarOutlined />}
      onPointerEnter={() => void loadPicker()}
      onFocus={() => setUsed(true)}
      onClick={() => setUsed(true)}
    />
  );
  if (!used) return standIn;
  return (
    <Suspense fallback={standIn}>
      <CallTimePicker value={value} onChange={onChange} />
    </Suspense>
  );
}
