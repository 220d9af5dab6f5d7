import { AUTO_ANSWER_ORIGINS } from '@console/contracts';
import type { MediaStats } from '@console/softphone';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Space from 'antd/es/space';
import Tag from 'antd/es/tag';
import { formatCallDuration } from '../../../shared/format/duration.ts';
import { originLabel } from '../desk-labels.ts';
import { type CallStatus, type DeskCall, isCallActive } from '../desk-state.ts';
import { useNow } from '../hooks/use-now.ts';
import { MediaIndicator } from './media-indicator.tsx';

const CALL_STATUS_LABELS: Record<CallStatus | 'idle', string> = {
  idle: '空闲',
  ringing: '振铃中',
  dialing: '呼叫中',
  established: '通话中',
  released: '已挂断',
};

const CALL_STATUS_COLORS: Record<CallStatus | 'idle', string> = {
  idle: 'default',
  ringing: 'warning',
  dialing: 'processing',
  established: 'success',
  released: 'default',
};

/** From establishment to now, or to the release of a finished call. */
function callDuration(call: DeskCall | null, now: number): number {
  if (!call?.establishedAt) return 0;
  return (call.endedAt ?? now) - call.establishedAt;
}

interface CallCardProps {
  call: DeskCall | null;
  media: MediaStats | undefined;
  busy: 'answer' | 'hangup' | null;
  onAnswer: () => void;
  onHangup: () => void;
}

/** The current (or last) call: its state, the customer's number, the timer and the call buttons. */
export function CallCard({ call, media, busy, onAnswer, onHangup }: CallCardProps) {
  const status = call?.status ?? 'idle';
  const now = useNow(status === 'established');
  const active = isCallActive(call);
  // Calls of these origins are answered by the SDK itself; only the others wait for the agent.
  const answerable = status === 'ringing' && !call?.answered && !AUTO_ANSWER_ORIGINS.includes(call?.origin ?? '');
  const actions = active && (
    <Space>
      {answerable && (
        <Button type="primary" loading={busy === 'answer'} onClick={onAnswer}>
          接听
        </Button>
      )}
      <Button danger type="primary" onClick={onHangup} disabled={busy === 'hangup'}>
        挂断
      </Button>
    </Space>
  );
  return (
    <Card title="当前通话" extra={actions}>
      <Descriptions column={1} size="small">
        <Descriptions.Item label="通话状态">
          <Tag color={CALL_STATUS_COLORS[status]} data-testid="call-state">
            {CALL_STATUS_LABELS[status]}
          </Tag>
        </Descriptions.Item>
        <Descriptions.Item label="对方号码">
          <span data-testid="call-number">{call?.number ?? '-'}</span>
        </Descriptions.Item>
        <Descriptions.Item label="呼叫类型">
          <span data-testid="call-origin">{originLabel(call?.origin)}</span>
        </Descriptions.Item>
        <Descriptions.Item label="通话时长">
          <span data-testid="call-duration">{formatCallDuration(callDuration(call, now))}</span>
        </Descriptions.Item>
      </Descriptions>
      {status === 'established' && <MediaIndicator stats={media} />}
    </Card>
  );
}
