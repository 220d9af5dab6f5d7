import Badge from 'antd/es/badge';
import { useRealtimeStore } from '../../../shared/realtime/start-realtime.ts';

/** Whether the page follows pushed changes now, is about to, or reloads every few seconds meanwhile. */
export function LiveStatus() {
  const status = useRealtimeStore((state) => state.status);
  if (status === 'connected') return <Badge status="processing" text="实时推送中" data-testid="live-status" />;
  const starting = status === 'idle' || status === 'connecting';
  return (
    <Badge
      status="default"
      text={starting ? '正在连接实时推送' : '实时推送未连接，定时刷新'}
      data-testid="live-status"
    />
  );
}
