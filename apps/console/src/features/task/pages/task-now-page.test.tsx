import type { TaskRow } from '@console/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, type Reply, type SeenRequest } from '../../../../test/api-server.ts';
import { buttonIn } from '../../../../test/buttons.ts';
import { dialogTitled } from '../../../../test/dialogs.ts';
import { signInForTest } from '../../../../test/fixtures.ts';
import { stubApiForPage } from '../../../../test/page-api.ts';
import { answerPaymentAccess, loadAccessForTest } from '../../../../test/payment-access.ts';
import { renderRoute } from '../../../../test/render-route.tsx';
import { CURRENT_TASKS_POLL_MS } from '../api/get-current-tasks.ts';
import { taskRow } from '../test-rows.ts';
import { TaskNowPage } from './task-now-page.tsx';

configure({ asyncUtilTimeout: 5_000 });

let businessStatus: number;
let lack: boolean;
let tasks: TaskRow[];
let history: TaskRow[];
let runAnswer: Reply;

const server = stubApiForPage((request: SeenRequest) => {
  const path = request.path;
  const access = answerPaymentAccess(request);
  if (access) return access;
  if (path.endsWith('/queryBusinessStatus')) return ok([{ status: businessStatus }]);
  if (path.endsWith('/checkFeeLeft')) return ok([{ lack }]);
  if (path.endsWith('/searchTaskList')) return ok(tasks);
  if (path.endsWith('/searchHistoryTaskList')) return ok(history);
  if (path.endsWith('/pauseTask')) return ok([taskRow({ status: 3 })]);
  if (path.endsWith('/runTask')) return runAnswer;
  if (path.endsWith('/deleteTask')) return ok();
  return ok();
});
beforeEach(async () => {
  await loadAccessForTest();
  businessStatus = 2;
  lack = false;
  tasks = [];
  history = [];
  runAnswer = ok([taskRow({ status: 2 })]);
});
afterEach(() => vi.useRealTimers());

const bodiesOf = (path: string) => server.requests.filter((r) => r.path.endsWith(path)).map((r) => r.body);
const render = () => renderRoute('/task/tasknow', '/task/tasknow', <TaskNowPage />);
const cardOf = (name: string) => screen.getByText(name).closest('.task-card') as HTMLElement;

describe('TaskNowPage', { timeout: 30_000 }, () => {
  it.each([
    [1, false, '企业正在审核中，暂时无法创建任务', null],
    [3, false, '企业认证失败，暂时无法创建任务', '重新认证'],
    [0, false, '您尚未进行企业认证，暂时无法创建任务', '立即认证'],
    [2, true, '您的账号余额不足，请充值后再来创建任务', '立即充值'],
    [2, false, '当前暂无任务', '创建任务'],
  ])('status %i with lack %s says %s', async (status, feeLack, text, button) => {
    businessStatus = status;
    lack = feeLack;
    tasks = status === 2 && !feeLack ? [] : [taskRow()];
    render();
    expect(await screen.findByText(text)).toBeTruthy();
    const empty = document.querySelector('.task-empty') as HTMLElement;
    expect(
      within(empty)
        .queryAllByRole('button')
        .map((b) => b.textContent?.replace(/\s/g, '')),
    ).toEqual(button ? [button] : []);
    expect(screen.queryByText('十一月回访')).toBeNull();
  });

  it('立即充值 goes to the payment page', async () => {
    lack = true;
    // Any path renders the page, so the router can follow the link away from it.
    const router = renderRoute('*', '/tasks', <TaskNowPage />);
    await screen.findByText('您的账号余额不足，请充值后再来创建任务');
    await userEvent.click(buttonIn(document.body, '立即充值'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/setting/recharge'));
  });

  it('shows each task as a card after the 创建任务 tile, asking for the whole enterprise', async () => {
    tasks = [
      taskRow(),
      taskRow({
        taskId: 32,
        name: '等待重呼',
        status: 5,
        recallMaxCount: 2,
        recallCount: 1,
        processCount: 10,
        totalCount: 40,
        completionRate: 0,
      }),
    ];
    render();
    await screen.findByText('十一月回访');
    expect(bodiesOf('/searchTaskList')[0]).toEqual({ sysType: 2, accountId: '', pageIndex: 1, pageSize: 50 });
    const grid = document.querySelector('.task-grid') as HTMLElement;
    expect(grid.firstElementChild?.textContent).toBe('创建任务');

    const running = cardOf('十一月回访');
    expect(within(running).getByText('进行中')).toBeTruthy();
    expect(within(running).getByText('进度：300/1200')).toBeTruthy();
    const figures = [...running.querySelectorAll('dt')].map((dt) => `${dt.textContent}=${dt.nextSibling?.textContent}`);
    expect(figures).toEqual(['号码量=1,200', '已外呼号码=298', '接通量=150', '接通率=50.00%']);
    expect(within(running).getByText('开始时间：2026-11-20 09:30:00')).toBeTruthy();
    expect(within(running).getByText('详情').getAttribute('href')).toBe(
      '/taskinfo?businessId=10000&taskId=31&speechSkillId=5',
    );
    expect(buttonIn(running, '暂停')).toBeTruthy();
    expect(running.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow')).toBe('25');

    const waiting = cardOf('等待重呼');
    expect(within(waiting).getByText('暂停中')).toBeTruthy();
    expect(within(waiting).getByLabelText('等待重复外呼自动暂停')).toBeTruthy();
    expect(within(waiting).getByText('第二轮：10/40')).toBeTruthy();
    expect(within(waiting).getAllByText('0').length).toBeGreaterThan(0);
    expect(buttonIn(waiting, '继续')).toBeTruthy();
  });

  it('a member asks for their own tasks', async () => {
    signInForTest({ ...(await import('../../../../test/fixtures.ts')).demoSession, master: 0, id: 8 });
    render();
    await screen.findByText('当前暂无任务');
    expect(bodiesOf('/searchTaskList')[0]).toMatchObject({ accountId: 8 });
  });

  it('暂停 pauses, 继续 names the refusals of a finished or deleted task', async () => {
    tasks = [taskRow(), taskRow({ taskId: 33, name: '已暂停任务', status: 3 })];
    const user = userEvent.setup();
    render();
    await screen.findByText('十一月回访');
    await user.click(buttonIn(cardOf('十一月回访'), '暂停'));
    expect(await screen.findByText('保存成功')).toBeTruthy();
    expect(bodiesOf('/pauseTask')).toEqual([{ taskId: 31 }]);

    runAnswer = fail(10101, '任务已完成', '');
    await user.click(buttonIn(cardOf('已暂停任务'), '继续'));
    expect(await screen.findByText('任务已完成')).toBeTruthy();
    runAnswer = fail(10102, '任务已删除', '');
    await user.click(buttonIn(cardOf('已暂停任务'), '继续'));
    expect(await screen.findByText('任务已删除')).toBeTruthy();
    runAnswer = fail(500, '', '');
    await user.click(buttonIn(cardOf('已暂停任务'), '继续'));
    expect(await screen.findByText('保存失败')).toBeTruthy();
    expect(bodiesOf('/runTask')).toEqual([{ taskId: 33 }, { taskId: 33 }, { taskId: 33 }]);
  });

  it('删除 asks for yes under 删除确认, then removes the card', async () => {
    tasks = [taskRow()];
    const user = userEvent.setup();
    render();
    await screen.findByText('十一月回访');
    await user.click(buttonIn(cardOf('十一月回访'), '删除'));
    const dialog = await dialogTitled('删除确认');
    expect(within(dialog).getByText('将删除此任务，且不可恢复。确认删除吗？')).toBeTruthy();
    tasks = [];
    await user.click(buttonIn(dialog, '确定'));
    expect(await screen.findByText('删除成功')).toBeTruthy();
    expect(bodiesOf('/deleteTask')).toEqual([{ taskId: 31 }]);
    await waitFor(() => expect(screen.queryByText('十一月回访')).toBeNull());
  });

  it('keeps the card of a task that finished, saying 已完成 with its final figures', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    tasks = [taskRow({ taskId: 32, name: '十二月回访', createTime: '2026-11-21 09:00:00' }), taskRow()];
    render();
    await screen.findByText('十一月回访');
    // The dialer finished task 31: the next poll no longer lists it, 历史任务 does.
    tasks = [tasks[0]];
    history = [taskRow({ status: 4, processCount: 1200, processTelCount: 1200, finishTime: '2026-11-22 18:00:00' })];
    await vi.advanceTimersByTimeAsync(CURRENT_TASKS_POLL_MS);
    await waitFor(() => expect(within(cardOf('十一月回访')).getByText('已完成')).toBeTruthy());
    const card = cardOf('十一月回访');
    expect(within(card).getByText('进度：1200/1200')).toBeTruthy();
    expect(within(card).queryByText(/暂\s*停/)).toBeNull();
    expect(within(card).queryByText(/编\s*辑/)).toBeNull();
    expect(within(card).getByText('详情')).toBeTruthy();
    // Still in its place after the newer task.
    expect([...document.querySelectorAll('.task-card-name')].map((name) => name.textContent)).toEqual([
      '十二月回访',
      '十一月回访',
    ]);
    expect(bodiesOf('/searchHistoryTaskList')).toEqual([
      {
        sysType: 2,
        accountId: '',
        taskName: '十一月回访',
        sortName: 'finishTime',
        sortOrder: 'desc',
        pageIndex: 1,
        pageSize: 20,
      },
    ]);
  });

  it('reads the list again every 10 seconds', async () => {
    // Only the poll's clock is faked: the page still talks to the server in real time.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    tasks = [taskRow()];
    render();
    await screen.findByText('十一月回访');
    const before = bodiesOf('/searchTaskList').length;
    tasks = [taskRow({ processCount: 600 })];
    await vi.advanceTimersByTimeAsync(CURRENT_TASKS_POLL_MS);
    await waitFor(() => expect(screen.getByText('进度：600/1200')).toBeTruthy());
    expect(bodiesOf('/searchTaskList').length).toBe(before + 1);
  });
});
