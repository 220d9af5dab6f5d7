import { DownloadType, type TaskRow } from '@console/contracts';
import Alert from 'antd/es/alert';
import AntdApp from 'antd/es/app';
import Card from 'antd/es/card';
import Input from 'antd/es/input';
import Table from 'antd/es/table';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { useServerList } from '../../../shared/table/server-list.ts';
import { useAddTaskExport } from '../api/add-task-export.ts';
import { useHistoryTasks } from '../api/get-history-tasks.ts';
import { TASK_SYS_TYPE, taskOwnerOf } from '../api/task-owner.ts';
import { type HistorySortName, historyColumns } from '../components/history-columns.tsx';
import { exportFailureText, RECORDINGS_EXPORT_FAILED_TEXT, useMayExport } from '../task-export.ts';
import '../task.css';

export const NO_TASKS_TEXT = '暂无历史任务';

/** /task/taskhistory (modules-spec 4.4): every task, finished and deleted ones too, newest first. */
export function TaskHistoryPage() {
  const { message } = AntdApp.useApp();
  const accountId = useSessionStore((state) => taskOwnerOf(state.user));
  const mayExport = useMayExport();
  const exportTask = useAddTaskExport();
  const list = useServerList<HistorySortName>({ sortName: 'createTime', sortOrder: 'desc' });
  const { name, pageIndex, pageSize, sortName, sortOrder } = list.state;
  const { data, isFetching, isError } = useHistoryTasks({
    sysType: TASK_SYS_TYPE,
    accountId,
    taskName: name,
    pageIndex,
    pageSize,
    sortName,
    sortOrder,
  });
  const total = data?.totalCount ?? 0;
  // No made-up row for a viewer without tasks: a sample dated years back reads as a task of theirs.
  const emptyText = name ? '没有找到相关的任务' : NO_TASKS_TEXT;
  // 导出报表 of the whole task (type 1); success only shows in the download centre's badge.
  const exportReport = (task: TaskRow) =>
    exportTask.mutate(
      { downloadType: DownloadType.taskReport, query: { businessId: task.businessId, taskId: task.taskId } },
      { onError: (error) => message.error(exportFailureText(error)) },
    );
  // 录音下载: the task's recordings as a zip (type 4), likewise only in the badge when added.
  const exportRecordings = (task: TaskRow) =>
    exportTask.mutate(
      { downloadType: DownloadType.taskRecordings, query: { businessId: task.businessId, taskId: task.taskId } },
      { onError: (error) => message.error(exportFailureText(error, RECORDINGS_EXPORT_FAILED_TEXT)) },
    );

  return (
    <Card title="历史任务" className="task-page">
      <Input.Search
        className="task-history-search"
        placeholder="请输入任务名称"
        aria-label="任务名称"
        allowClear
        enterButton="搜索"
        maxLength={50}
        onSearch={list.search}
      />
      {isError && <Alert type="error" showIcon title="历史任务加载失败" />}
      <Table<TaskRow>
        rowKey="taskId"
        bordered
        size="middle"
        columns={historyColumns(
          list.sortOrderOf,
          mayExport ? exportReport : undefined,
          mayExport ? exportRecordings : undefined,
        )}
        dataSource={data?.rows ?? []}
        loading={isFetching}
        pagination={list.pagination(total)}
        onChange={list.onTableChange}
        locale={{ emptyText }}
      />
    </Card>
  );
}
