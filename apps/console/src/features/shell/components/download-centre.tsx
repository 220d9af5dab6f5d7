import DownloadOutlined from '@ant-design/icons/es/icons/DownloadOutlined';
import Badge from 'antd/es/badge';
import Button from 'antd/es/button';
import Dropdown from 'antd/es/dropdown';
import Spin from 'antd/es/spin';
import Tooltip from 'antd/es/tooltip';
import { lazy, Suspense, useState } from 'react';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { useRunningDownloadCount } from '../api/get-download-tasks.ts';

export const DOWNLOAD_TIP_TEXT = '导出的报表在这里下载，保留7天';

const DownloadPanel = lazy(() => import('./download-panel.tsx'));

/**
 * The header's download centre: a labelled button whose badge counts the exports in progress, and
 * the dropdown of the session's export tasks, refreshed every 3 s while open.
 */
export function DownloadCentre() {
  const businessId = useSessionStore((state) => state.user?.business.id ?? 0);
  const running = useRunningDownloadCount(businessId);
  const [open, setOpen] = useState(false);
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      destroyOnHidden
      open={open}
      onOpenChange={setOpen}
      popupRender={() => (
        <Suspense fallback={<Spin size="small" className="shell-download-panel" />}>
          <DownloadPanel />
        </Suspense>
      )}
    >
      {/* The tip would cover the open list; it shows only while the list is closed. */}
      <Tooltip title={DOWNLOAD_TIP_TEXT} placement="bottom" open={open ? false : undefined}>
        <Badge count={running} size="small" offset={[-6, 6]} title={`${running}个导出任务进行中`}>
          <Button
            type="text"
            className="shell-icon-button shell-download-button"
            aria-label="下载中心"
            icon={<DownloadOutlined />}
          >
            下载中心
          </Button>
        </Badge>
      </Tooltip>
    </Dropdown>
  );
}
