import Alert from 'antd/es/alert';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Spin from 'antd/es/spin';
import Timeline from 'antd/es/timeline';
import { useEffect } from 'react';
import { useUpdateLog } from '../../../shared/update-log/api/get-update-log.ts';
import { useUpdateLogRead } from '../../../shared/update-log/api/get-update-log-read.ts';
import { useSaveUpdateLogRead } from '../../../shared/update-log/api/save-update-log-read.ts';

/** 更新日志: every version's changes, newest first; opening it counts as reading the newest. */
export function UpdateLogsPage() {
  const { data, isPending, isError } = useUpdateLog();
  const items = data ?? [];
  const newest = items[0]?.time;
  const read = useUpdateLogRead();
  const saveRead = useSaveUpdateLogRead();
  // Once per visit: a refused save is not retried in a loop.
  const unread = newest !== undefined && read.isSuccess && read.data !== newest && saveRead.isIdle;
  const { mutate: markRead } = saveRead;

  useEffect(() => {
    if (unread) markRead(newest);
  }, [unread, newest, markRead]);

  return (
    <Card title="更新日志">
      {isPending && <Spin />}
      {isError && <Alert type="error" showIcon title="更新日志加载失败" />}
      {data && items.length === 0 && <Empty description="暂无更新日志" />}
      {items.length > 0 && (
        <Timeline
          items={items.map((item) => ({
            key: item.time,
            title: (
              <span className="update-log-heading">
                {item.title && <strong>{item.title}</strong>}
                <span className="update-log-time">{item.time}</span>
              </span>
            ),
            content: (
              <ul className="update-log-lines">
                {item.updateContent.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            ),
          }))}
        />
      )}
    </Card>
  );
}
