import { type LiveTaskRow, RECEPTION_MONITOR_ID } from '@console/contracts';
import Progress from 'antd/es/progress';
import type { ColumnsType } from 'antd/es/table';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import { Link } from 'react-router';

/** The detail page's path: the task, its script and its name (modules-spec 10's /monitordetail). */
export function monitorDetailPath(task: LiveTaskRow): string {
  return `/monitordetail/${task.taskId}/${task.speechSkillId}/${encodeURIComponent(task.taskName)}`;
}

const columns: ColumnsType<LiveTaskRow> = [
  {
    title: '任务名称',
    dataIndex: 'taskName',
    ellipsis: true,
    sorter: (a, b) => a.taskName.localeCompare(b.taskName, 'zh-CN'),
  },
  {
    title: '话术',
    dataIndex: 'speechSkillName',
    ellipsis: true,
    render: (name: string, task) => (task.taskId === RECEPTION_MONITOR_ID ? '各号码绑定的接待话术' : name),
  },
  {
    title: '外呼进度',
    key: 'progress',
    width: 220,
    render: (_, task) =>
      task.taskId === RECEPTION_MONITOR_ID ? (
        '--'
      ) : (
        <Progress
          percent={task.totalCount === 0 ? 0 : Math.floor((task.calledCount / task.totalCount) * 100)}
          size="small"
          format={() => `${task.calledCount}/${task.totalCount}`}
        />
      ),
  },
  {
    title: '通话中',
    dataIndex: 'liveCount',
    width: 100,
    sorter: (a, b) => a.liveCount - b.liveCount,
    render: (count: number) => <span data-testid="live-count">{count}</span>,
  },
  {
    title: '异常通话',
    key: 'colours',
    width: 160,
    render: (_, task) => (
      <>
        <Tag color="orange">橙色 {task.orangeCount}</Tag>
        <Tag color="red">红色 {task.redCount}</Tag>
      </>
    ),
  },
  {
    title: '操作',
    key: 'actions',
    width: 100,
    render: (_, task) => <Link to={monitorDetailPath(task)}>实时监控</Link>,
  },
];

/** 实时监控's running tasks. */
export function LiveTaskTable({ tasks, loading }: { tasks: LiveTaskRow[]; loading: boolean }) {
  return (
    <Table
      rowKey="taskId"
      columns={columns}
      dataSource={tasks}
      loading={loading}
      pagination={tasks.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
      locale={{ emptyText: '当前没有进行中的任务' }}
    />
  );
}
