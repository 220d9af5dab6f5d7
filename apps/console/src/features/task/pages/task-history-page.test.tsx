import type { TaskRow } from '@console/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fail, ok, type Reply, type SeenRequest } from '../../../../test/api-server.ts';
import { buttonIn } from '../../../../test/buttons.ts';
import { tableSettled } from '../../../../test/dialogs.ts';
import { demoSession, signInForTest } from '../../../../test/fixtures.ts';
import { stubApiForPage } from '../../../../test/page-api.ts';
import { renderRoute } from '../../../../test/render-route.tsx';
import { taskRow } from '../test-rows.ts';
import { NO_TASKS_TEXT, TaskHistoryPage } from './task-history-page.tsx';

configure({ asyncUtilTimeout: 5_000 });

let tasks: TaskRow[];
let exportAnswer: Reply;

const server = stubApiForPage((request: SeenRequest) => {
  if (request.path.endsWith('/searchHistoryTaskList')) return ok(tasks);
  if (request.path.endsWith('/addDownloadTask')) return exportAnswer;
  return ok();
});
beforeEach(() => {
  tasks = [];
  exportAnswer = ok();
});

const bodiesOf = (path: string) => server.requests.filter((r) => r.path.endsWith(path)).map((r) => r.body);
const render = () => renderRoute('/task/taskhistory', '/task/taskhistory', <TaskHistoryPage />);
/** The addDownloadTask body of a history export of task 31. */
const exportOfTask31 = (downloadType: number) => ({
  businessId: 10000,
  sysType: 2,
  channelCode: 2,
  downloadType,
  query: { channelCode: 2, businessId: 10000, taskId: 31 },
});
const cellsOf = (name: string) =>
  [...(screen.getByText(name).closest('tr') as HTMLElement).querySelectorAll('td')].map((td) => td.textContent);

describe('TaskHistoryPage', { timeout: 30_000 }, () => {
  it('lists every task newest first with the spec texts', async () => {
    tasks = [
      taskRow({ status: 4, finishTime: '2026-11-21 18:00:00', completionRate: 0.125 }),
      taskRow({ taskId: 32, name: '未发布任务', status: 0, completionCount: 0, completionRate: 0 }),
      taskRow({ taskId: 33, name: '删掉的', status: 3, deleted: 1, completionRate: 0, completionCount: 0 }),
    ];
    render();
    await screen.findByText('十一月回访');
    expect(bodiesOf('/searchHistoryTaskList')[0]).toEqual({
      sysType: 2,
      accountId: '',
      taskName: '',
      pageIndex: 1,
      pageSize: 10,
      sortName: 'createTime',
      sortOrder: 'desc',
    });
    const headers = [...document.querySelectorAll('th')].map((th) => th.textContent);
    expect(headers).toEqual([
      '任务名称',
      '任务开始时间',
      '任务结束时间',
      '话术名称',
      '号码量',
      '接通量',
      '外呼量',
      '接通率',
      '状态',
      '操作',
    ]);
    expect(cellsOf('十一月回访').slice(0, 9)).toEqual([
      '十一月回访',
      '2026-11-20 09:00:00',
      '2026-11-21 18:00:00',
      '教育课程邀约',
      '1,200',
      '150',
      '1,200',
      '12.50%',
      '已完成',
    ]);
    expect(cellsOf('未发布任务').slice(5, 9)).toEqual(['', '1,200', '', '未发布']);
    expect(cellsOf('删掉的').slice(5, 9)).toEqual(['0', '1,200', '0.00%', '已删除']);
    expect(screen.getByText('十一月回访').getAttribute('href')).toBe(
      '/taskinfo?businessId=10000&taskId=31&speechSkillId=5',
    );
    const row = screen.getByText('十一月回访').closest('tr') as HTMLElement;
    expect(buttonIn(row, '导出报表').disabled).toBe(false);
    expect(buttonIn(row, '录音下载').disabled).toBe(false);
  });

  it("adds the task's 导出报表 to the download centre, saying only why one is refused", async () => {
    tasks = [taskRow({ status: 4 }), taskRow({ taskId: 32, name: '长期的任务', businessId: 10000, status: 2 })];
    const user = userEvent.setup();
    render();
    await screen.findByText('十一月回访');
    await tableSettled();
    await user.click(buttonIn(screen.getByText('十一月回访').closest('tr') as HTMLElement, '导出报表'));
    await waitFor(() => expect(bodiesOf('/addDownloadTask')).toEqual([exportOfTask31(1)]));
    expect(screen.queryByText('已添加到下载中心，请到下载中心查看')).toBeNull();
    exportAnswer = fail(30050, '长期任务不能下载');
    await user.click(buttonIn(screen.getByText('长期的任务').closest('tr') as HTMLElement, '导出报表'));
    expect(await screen.findByText('长期任务不能下载')).toBeTruthy();
  });

  it("adds the task's 录音下载 to the download centre; a refusal says 30050, 30051 or 导出录音失败", async () => {
    tasks = [taskRow({ status: 4 })];
    const user = userEvent.setup();
    render();
    await screen.findByText('十一月回访');
    await tableSettled();
    const recordings = () => buttonIn(screen.getByText('十一月回访').closest('tr') as HTMLElement, '录音下载');
    await user.click(recordings());
    await waitFor(() => expect(bodiesOf('/addDownloadTask')).toEqual([exportOfTask31(4)]));
    // Success shows only in the download centre's badge.
    expect(screen.queryByText('已添加到下载中心，请到下载中心查看')).toBeNull();

    for (const [answer, text] of [
      [fail(30051, '下载任务正在进行中，请稍后再试'), '下载任务正在进行中，请稍后再试'],
      [fail(30050, '录音超过1000条的长期任务不能下载，请缩小外呼时间范围'), '长期任务不能下载'],
      [fail(100001, '任务ID格式错误'), '导出录音失败'],
    ] as const) {
      exportAnswer = answer;
      await user.click(recordings());
      expect(await screen.findByText(text)).toBeTruthy();
    }
  });

  it('offers no 导出报表 without the privilege', async () => {
    signInForTest({ ...demoSession, master: 0, privilege: [0, 0, 0, 0, 0, 0, 1, 0] });
    tasks = [taskRow({ status: 4 })];
    render();
    await screen.findByText('十一月回访');
    expect(screen.queryByText(/导\s*出\s*报\s*表/)).toBeNull();
    expect(screen.queryByText(/录\s*音\s*下\s*载/)).toBeNull();
  });

  it('shows the empty state, no sample row, while nothing was ever created, and says so for a search', async () => {
    const user = userEvent.setup();
    render();
    expect(await screen.findByText(NO_TASKS_TEXT)).toBeTruthy();
    expect(screen.queryByText('测试示例')).toBeNull();
    expect(document.querySelectorAll('tbody tr.ant-table-row')).toHaveLength(0);
    await user.type(screen.getByLabelText('任务名称'), '回访');
    await user.click(buttonIn(document.body, '搜索'));
    await waitFor(() => expect(bodiesOf('/searchHistoryTaskList').at(-1)).toMatchObject({ taskName: '回访' }));
    expect(await screen.findByText('没有找到相关的任务')).toBeTruthy();
  });

  it('sorts by end time on the server', async () => {
    tasks = [taskRow({ status: 4 })];
    const user = userEvent.setup();
    render();
    await screen.findByText('十一月回访');
    await tableSettled();
    await user.click(within(document.querySelector('thead') as HTMLElement).getByText('任务结束时间'));
    await waitFor(() =>
      expect(bodiesOf('/searchHistoryTaskList').at(-1)).toMatchObject({ sortName: 'finishTime', sortOrder: 'desc' }),
    );
  });
});
