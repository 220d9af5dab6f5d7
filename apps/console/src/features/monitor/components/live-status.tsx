import Badge from 'antd/es/badge';

/** Whether the page follows pushed changes now, or reloads every few seconds until it can again. */
export function LiveStatus({ pushed }: { pushed: boolean }) {
  return (
    <Badge
      status={pushed ? 'processing' : 'default'}
      text={pushed ? '实时推送中' : '实时推送未连接，定时刷新'}
      data-testid="live-status"
    />
  );
}
