import CloseOutlined from '@ant-design/icons/es/icons/CloseOutlined';
import NotificationOutlined from '@ant-design/icons/es/icons/NotificationOutlined';
import Button from 'antd/es/button';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useUpdateLog } from '../../../shared/update-log/api/get-update-log.ts';
import { markRead, readMark } from '../../../shared/update-log/update-log.ts';

/**
 * The newest version's update log, shown until its time equals the stored read mark; closing it
 * or opening the whole log stores the mark.
 */
export function UpdateLogNotice() {
  const navigate = useNavigate();
  const [readTime, setReadTime] = useState(readMark);
  const latest = useUpdateLog().data?.[0];
  if (!latest || latest.time === readTime) return null;

  const dismiss = () => {
    markRead(latest.time);
    setReadTime(latest.time);
  };

  return (
    <aside className="update-log-notice" aria-label="更新公告">
      <header className="update-log-notice-header">
        <NotificationOutlined />
        <strong>版本更新</strong>
        <span className="update-log-notice-time">{latest.time}</span>
        <Button type="text" size="small" aria-label="关闭更新公告" icon={<CloseOutlined />} onClick={dismiss} />
      </header>
      <ul className="update-log-notice-lines">
        {latest.updateContent.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <Button
        type="link"
        size="small"
        onClick={() => {
          dismiss();
          navigate('/setting/updatelogs');
        }}
      >
        查看更新日志
      </Button>
    </aside>
  );
}
