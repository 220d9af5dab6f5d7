import type { TaskRow } from '@console/contracts';
import Button from 'antd/es/button';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router';
import { formatCount } from '../../../shared/format/number.ts';
import { taskInfoPath } from '../../../shared/links/task-info-path.ts';
import { answerRate, statusText } from '../task-figures.ts';

export type HistorySortName = 'createTime' | 'finishTime';

/** An unpublished task has not called yet: its answers and rate are blank, not 0. */
const notCalled = (task: TaskRow) => task.status === 0;

/**
 * The columns of 历史任务 (modules-spec 4.4); the two time columns sort on the server.
 * `exportReport` and `exportRecordings` are absent when the viewer may not export (导出报表 and
 * 录音下载 are not offered then).
 */
export function historyColumns(
  sortOrderOf: (key: HistorySortName) => 'ascend' | 'descend' | null,
  exportReport?: (task: TaskRow) => void,
  exportRecordings?: (task: TaskRow) => void,
): ColumnsType<TaskRow> {
  const sortable = (key: HistorySortName) => ({
    key,
    dataIndex: key,
    sorter: true,
    sortOrder: sortOrderOf(key),
    sortDirections: ['descend' as const, 'ascend' as const, 'descend' as const],
    width: 170,
  });
  return [
    {
      title: '任务名称',
      key: 'name',
      render: (_value, task) => <Link to={taskInfoPath(task)}>{task.name}</Link>,
    },
    { title: '任务开始时间', ...sortable('createTime') },
    { title: '任务结束时间', ...sortable('finishTime') },
    { title: '话术名称', dataIndex: 'speechSkillName', key: 'speechSkillName' },
    { title: '号码量', key: 'numberCount', width: 90, render: (_value, task) => formatCount(task.numberCount) },
    {
      title: '接通量',
      key: 'completionCount',
      width: 90,
      render: (_value, task) => (notCalled(task) ? '' : formatCount(task.completionCount)),
    },
    { title: '外呼量', key: 'totalCount', width: 90, render: (_value, task) => formatCount(task.totalCount) },
    {
      title: '接通率',
      key: 'completionRate',
      width: 100,
      render: (_value, task) => (notCalled(task) ? '' : answerRate(task.completionRate, '0.00%')),
    },
    { title: '状态', key: 'status', width: 90, render: (_value, task) => statusText(task) },
    {
      title: '操作',
      key: 'actions',
      width: 180,
      render: (_value, task) => (
        <span className="table-actions">
          {exportReport && (
            <Button type="link" size="small" onClick={() => exportReport(task)}>
              导出报表
            </Button>
          )}
          {exportRecordings && (
            <Button type="link" size="small" onClick={() => exportRecordings(task)}>
              录音下载
            </Button>
          )}
        </span>
      ),
    },
  ];
}
