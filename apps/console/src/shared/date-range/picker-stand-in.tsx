import CalendarOutlined from '@ant-design/icons/es/icons/CalendarOutlined';
import Input, { type InputProps } from 'antd/es/input';
import { type ReactNode, Suspense, useState } from 'react';

interface PickerStandInProps {
  /** What the field shows until the picker is used (aria-label, className, size, value or placeholder). */
  field: Pick<InputProps, 'aria-label' | 'className' | 'size' | 'value' | 'placeholder'>;
  /** Starts fetching the picker's chunk; called when the pointer comes near. */
  load: () => Promise<unknown>;
  /** Shown from the start, e.g. when a range is already chosen. */
  used?: boolean;
  /** The lazily loaded picker itself. */
  children: ReactNode;
}

/**
 * A read-only field standing in for a date-time picker whose code would put its page over budget:
 * pointing at it starts the picker's load, focusing or clicking it swaps the picker in.
 */
export function PickerStandIn({ field, load, used: usedAtStart = false, children }: PickerStandInProps) {
  const [used, setUsed] = useState(usedAtStart);
  const standIn = (
    <Input
      {...field}
      readOnly
      suffix={<CalendarOutlined />}
      onPointerEnter={() => void load()}
      onFocus={() => setUsed(true)}
      onClick={() => setUsed(true)}
    />
  );
  if (!used) return standIn;
  return <Suspense fallback={standIn}>{children}</Suspense>;
}
