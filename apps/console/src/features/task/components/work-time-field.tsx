import { callTimeBounds, taskFormMessages } from '@console/contracts';
import Form from 'antd/es/form';
import TimePicker from 'antd/es/time-picker';
import { checkPermission } from '../../../shared/access/access-store.ts';
import type { WorkWindow } from '../task-form.ts';

const HALF_HOUR = 30;

function minutesOf(time: string): number {
  const [hour, minute] = time.split(':').map(Number);
  return (hour ?? 0) * 60 + (minute ?? 0);
}

/** The hours and half hours outside a window's bounds cannot be picked. */
function disabledTimeWithin(bounds: { begin: string; end: string }) {
  const first = minutesOf(bounds.begin);
  const last = minutesOf(bounds.end);
  return () => ({
    disabledHours: () =>
      Array.from({ length: 24 }, (_, hour) => hour).filter(
        (hour) => hour * 60 + HALF_HOUR <= first || hour * 60 > last,
      ),
    disabledMinutes: (hour: number) =>
      [0, HALF_HOUR].filter((minute) => hour * 60 + minute < first || hour * 60 + minute > last),
  });
}

const windowRules = [
  {
    validator: (_rule: unknown, window: WorkWindow | null | undefined) =>
      window?.[0] && window[1] ? Promise.resolve() : Promise.reject(new Error(taskFormMessages.workTimeRequired)),
  },
];

interface WorkTimeFieldProps {
  disabled?: boolean;
}

/**
 * 机器人工作时间: a morning and an afternoon window on the half hour, each within its bounds (the
 * enterprise's business config __calltime, else 09:00–12:00 and 12:00–21:00).
 */
export function WorkTimeField({ disabled }: WorkTimeFieldProps) {
  const bounds = callTimeBounds(checkPermission('__calltime'));
  const pickers: { name: 'morning' | 'afternoon'; label: string }[] = [
    { name: 'morning', label: '上午' },
    { name: 'afternoon', label: '下午' },
  ];
  return (
    <Form.Item label="机器人工作时间" required className="task-work-time">
      {pickers.map((picker, index) => (
        <Form.Item key={picker.name} name={picker.name} rules={windowRules} className="task-work-window">
          <TimePicker.RangePicker
            aria-label={`${picker.label}工作时间`}
            format="HH:mm"
            minuteStep={HALF_HOUR}
            hideDisabledOptions
            disabled={disabled}
            order
            placeholder={['开始时间', '结束时间']}
            disabledTime={disabledTimeWithin(bounds[index] ?? bounds[0])}
          />
        </Form.Item>
      ))}
    </Form.Item>
  );
}
