import CloseOutlined from '@ant-design/icons/es/icons/CloseOutlined';
import NotificationOutlined from '@ant-design/icons/es/icons/NotificationOutlined';
import Button from 'antd/es/button';
import { useNavigate } from 'react-router';
import { useUpdateLog } from '../../../shared/update-log/api/get-update-log.ts';
import { useUpdateLogRead } from '../../../shared/update-log/api/get-update-log-read.ts';
import { useSaveUpdateLogRead } from '../../../shared/update-log/api/save-update-log-read.ts';

/**
 * The newest version's update log, shown until its time equals the account's read time; closing
 * it or opening the whole log stores that time. It sits in the page's flow under the banners, so
 * it never covers what the page shows.
 */
export function UpdateLogNotice() {
  const navigate = useNavigate();
  const latest = useUpdateLog().data?.[0];
  const read = useUpdateLogRead();
  const saveRead = useSaveUpdateLogRead();
  if (!latest || read.isPending || read.data === latest.time) return null;

  const dismiss = () => saveRead.mutate(latest.time);

  return (
    <aside className="update-log-notice" aria-label="更新公告">
      <NotificationOutlined className="update-log-notice-icon" />
      <div className="update-log-notice-body">
        <div className="update-log-notice-header">
          <strong>版本更新</strong>
          <span className="update-log-notice-time">{latest.time}</span>
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
        </div>
        <ul className="update-log-notice-lines">
          {latest.updateContent.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
      <Button type="text" size="small" aria-label="关闭更新公告" icon={<CloseOutlined />} onClick={dismiss} />
    </aside>
  );
}
