import { DOWNLOAD_PAGE_SIZE, type DownloadTaskRow, DownloadTaskStatus, isSessionExpiredCode } from '@console/contracts';
import Alert from 'antd/es/alert';
import AntdApp from 'antd/es/app';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Pagination from 'antd/es/pagination';
import Popconfirm from 'antd/es/popconfirm';
import Progress from 'antd/es/progress';
import Spin from 'antd/es/spin';
import { useEffect, useState } from 'react';
import { formatFileSize } from '../../../shared/format/size.ts';
import { toApiError } from '../../../shared/http/api-error.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { useDeleteDownloadTask } from '../api/delete-download-task.ts';
import { downloadFileUrl } from '../api/download-file-url.ts';
import { isDownloadRunning, useDownloadTasks } from '../api/get-download-tasks.ts';

export const DOWNLOAD_EMPTY_TEXT = '暂无下载任务';
const DOWNLOAD_FAILED_TEXT = '下载失败';
const DOWNLOAD_EXPIRED_TEXT = '已过期';
const DOWNLOAD_RECOVERING_TEXT = '服务重启，恢复中';
const DOWNLOAD_LOAD_FAILED_TEXT = '下载任务加载失败';

/** Cancel (spec: every status but done and expired) stops a running task; delete removes a kept one. */
function canCancel(status: number): boolean {
  return status !== DownloadTaskStatus.done && status !== DownloadTaskStatus.expired;
}

function TaskState({ row }: { row: DownloadTaskRow }) {
  if (row.recovering) {
    // Its server stopped: the old percentage would stand still until the task runs again.
    return (
      <div className="shell-download-meta">
        <span className="shell-download-recovering">{DOWNLOAD_RECOVERING_TEXT}</span>
        <span>{row.createTime}</span>
      </div>
    );
  }
  if (isDownloadRunning(row.taskStatus)) {
    return (
      <Progress
        percent={row.progress}
        size="small"
        status="active"
        aria-label={`${row.fileName} 进度`}
        className="shell-download-progress"
      />
    );
  }
  if (row.taskStatus === DownloadTaskStatus.done) {
    return (
      <div className="shell-download-meta">
        <span>{formatFileSize(row.fileSize)}</span>
        <span>{row.createTime}</span>
      </div>
    );
  }
  return (
    <div className="shell-download-meta">
      <span className={row.taskStatus === DownloadTaskStatus.failed ? 'shell-download-failed' : undefined}>
        {row.taskStatus === DownloadTaskStatus.failed ? DOWNLOAD_FAILED_TEXT : DOWNLOAD_EXPIRED_TEXT}
      </span>
      <span>{row.createTime}</span>
    </div>
  );
}

function TaskItem({ row, onRemove }: { row: DownloadTaskRow; onRemove: (id: number) => Promise<void> }) {
  const cancel = canCancel(row.taskStatus);
  return (
    <li className="shell-download-item" aria-label={row.fileName}>
      <div className="shell-download-row">
        {row.taskStatus === DownloadTaskStatus.done ? (
          <a
            className="shell-download-name"
            title={row.fileName}
            href={downloadFileUrl(row.filePath)}
            download={row.fileName}
          >
            {row.fileName}
          </a>
        ) : (
          <span className="shell-download-name" title={row.fileName}>
            {row.fileName}
          </span>
        )}
        <Popconfirm
          title={cancel ? '确定取消该下载任务？' : '确定删除该下载记录？'}
          okText="确定"
          cancelText="返回"
          onConfirm={() => onRemove(row.id)}
        >
          <Button type="link" size="small" className="shell-download-action">
            {cancel ? '取消' : '删除'}
          </Button>
        </Popconfirm>
      </div>
      <TaskState row={row} />
    </li>
  );
}

/**
 * The download centre's list: its own chunk, loaded when the dropdown first opens, so the pages
 * do not all carry its pagination, progress bars and confirmations. It exists only while the
 * dropdown is open (destroyOnHidden).
 */
export default function DownloadPanel() {
  const businessId = useSessionStore((state) => state.user?.business.id ?? 0);
  const { message } = AntdApp.useApp();
  const [pageIndex, setPageIndex] = useState(1);
  const tasks = useDownloadTasks(businessId, pageIndex);
  const remove = useDeleteDownloadTask();

  const rows = tasks.data?.rows ?? [];
  const totalCount = tasks.data?.totalCount ?? 0;
  const lastPage = Math.max(1, Math.ceil(totalCount / DOWNLOAD_PAGE_SIZE));
  // Removing the last row of the last page leaves the reader on a page that no longer exists.
  useEffect(() => {
    if (tasks.data && !tasks.isPlaceholderData && pageIndex > lastPage) setPageIndex(lastPage);
  }, [tasks.data, tasks.isPlaceholderData, pageIndex, lastPage]);

  async function removeTask(id: number) {
    try {
      await remove.mutateAsync(id);
    } catch (error) {
      message.error(toApiError(error).message);
    }
  }

  const loadError = tasks.isError ? toApiError(tasks.error) : undefined;
  return (
    <div className="shell-download-panel" role="dialog" aria-label="下载中心">
      <div className="shell-download-title">下载中心</div>
      {loadError && !isSessionExpiredCode(loadError.code) && (
        <Alert type="error" showIcon title={`${DOWNLOAD_LOAD_FAILED_TEXT}：${loadError.message}`} />
      )}
      {tasks.isPending ? (
        <div className="shell-download-loading">
          <Spin size="small" aria-label="加载中" />
        </div>
      ) : tasks.data && rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={DOWNLOAD_EMPTY_TEXT} />
      ) : (
        rows.length > 0 && (
          <ul className="shell-download-list" aria-label="下载任务">
            {rows.map((row) => (
              <TaskItem key={row.id} row={row} onRemove={removeTask} />
            ))}
          </ul>
        )
      )}
      {totalCount > DOWNLOAD_PAGE_SIZE && (
        <Pagination
          simple
          size="small"
          align="center"
          current={pageIndex}
          pageSize={DOWNLOAD_PAGE_SIZE}
          total={totalCount}
          onChange={setPageIndex}
        />
      )}
    </div>
  );
}
