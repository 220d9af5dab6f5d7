import { colourOf, type MonitorColours } from '@console/contracts';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Tag from 'antd/es/tag';
import { useEffect, useRef } from 'react';
import { formatCallDuration } from '../../../shared/format/duration.ts';
import type { ShownCall } from '../live-calls.ts';

const STATE_TEXTS = {
  ringing: '振铃中',
  talking: '通话中',
  transferring: '转人工中',
  takenOver: '已接管',
} as const;

const COLOUR_TEXTS = { green: '绿色', orange: '橙色', red: '红色' } as const;

interface LiveCallCardProps {
  call: ShownCall;
  colours: MonitorColours;
  now: number;
  /** The enterprise may listen and take over (function.monitor). */
  canSupervise: boolean;
  busy: boolean;
  onListen(call: ShownCall): void;
  onTakeOver(call: ShownCall): void;
}

/**
 * One call in progress: its colour by unrecognised answers (the enterprise's thresholds), its
 * time, what robot and customer said so far (scrolled to the newest line), 监听 and 接管.
 */
export function LiveCallCard({ call, colours, now, canSupervise, busy, onListen, onTakeOver }: LiveCallCardProps) {
  const colour = colourOf(call.unrecognised, colours);
  const ended = call.endedAt !== null;
  const open = !ended && call.state !== 'takenOver';
  const listRef = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const list = listRef.current;
    if (list && call.lines.length > 0) list.scrollTop = list.scrollHeight;
  }, [call.lines]);

  return (
    <Card
      size="small"
      className={`monitor-call monitor-call-${colour}${ended ? ' monitor-call-ended' : ''}`}
      data-testid="live-call"
      data-call-id={call.callId}
      data-colour={colour}
      title={
        <span className="monitor-call-title">
          <span className="monitor-call-number">{call.customerNumber}</span>
          <Tag color={ended ? 'default' : call.state === 'takenOver' ? 'purple' : 'processing'}>
            {ended && call.state !== 'takenOver' ? '已结束' : STATE_TEXTS[call.state]}
          </Tag>
        </span>
      }
      extra={<span className="monitor-call-time">{formatCallDuration((call.endedAt ?? now) - call.startedAt)}</span>}
    >
      <div className="monitor-call-facts">
        <span>线路 {call.line}</span>
        <span data-testid="unrecognised">
          未识别 {call.unrecognised} 次 · {COLOUR_TEXTS[colour]}
        </span>
      </div>
      {call.transcript ? (
        <ol className="monitor-transcript" ref={listRef} data-testid="live-transcript" aria-label="通话内容">
          {call.lines.length === 0 && <li className="monitor-transcript-empty">等待说话…</li>}
          {call.lines.map((line, index) => (
            // Lines only ever append, so the position is a stable key.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={index} className={`monitor-line monitor-line-${line.role}`}>
              <b>{line.role === 'robot' ? '机器人' : '客户'}</b>
              <span>{line.text}</span>
              {line.unrecognised && <Tag color="orange">未识别</Tag>}
            </li>
          ))}
        </ol>
      ) : (
        <p className="monitor-transcript-off">当前企业未开通实时转写功能</p>
      )}
      {canSupervise && (
        <div className="monitor-call-actions">
          <Button size="small" disabled={!open || busy} onClick={() => onListen(call)}>
            监听
          </Button>
          <Button size="small" type="primary" disabled={!open || busy} onClick={() => onTakeOver(call)}>
            接管
          </Button>
        </div>
      )}
    </Card>
  );
}
