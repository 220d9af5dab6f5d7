import { type DownloadTaskRow, DownloadTaskStatus, type DownloadTaskStatusValue } from '@console/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiServer, fail, ok, type Reply, type SeenRequest, startApiServer } from '../../../../test/api-server.ts';
import { configureForTest, signInForTest } from '../../../../test/fixtures.ts';
import { renderRoute } from '../../../../test/render-route.tsx';
import { queryClient } from '../../../shared/query/query-client.ts';
import { DOWNLOAD_TIP_TEXT, DownloadCentre } from './download-centre.tsx';
import { DOWNLOAD_EMPTY_TEXT } from './download-panel.tsx';

// A poll comes every 3 s; waiting for one needs more than Testing Library's default 1 s.
configure({ asyncUtilTimeout: 10_000 });

let server: ApiServer;
let tasks: DownloadTaskRow[];
let totalCount: number | undefined;
let listReply: Reply | undefined;
let listGate: Promise<void> | undefined;

function task(id: number, taskStatus: DownloadTaskStatusValue, extra: Partial<DownloadTaskRow> = {}): DownloadTaskRow {
  const done = taskStatus === DownloadTaskStatus.done;
  return {
    id,
    fileName: `报表-${id}.xlsx`,
    filePath: done ? `/${id}/%E6%8A%A5%E8%A1%A8-${id}.xlsx?expires=1764000000&sig=ab${id}` : '',
    fileSize: done ? 2560 : 0,
    createTime: `2026-11-2${id} 10:00:00`,
    taskStatus,
    progress: done ? 100 : 0,
    recovering: false,
    downloadType: 9,
    userId: 7,
    userAccount: '13800000000',
    ...extra,
  };
}

async function answer(request: SeenRequest): Promise<Reply> {
  if (request.path.endsWith('/queryDownloadTask')) {
    await listGate;
    return (
      listReply ?? {
        body: { code: 0, message: 'success', result: { rows: tasks, totalCount: totalCount ?? tasks.length } },
      }
    );
  }
  if (request.path.endsWith('/deleteDownloadTask')) {
    const { id } = request.body as { id: number };
    tasks = tasks.filter((row) => row.id !== id);
    return ok();
  }
  return fail(100404, '未知接口');
}

beforeAll(async () => {
  server = await startApiServer(answer);
});
afterAll(() => server.close());
beforeEach(async () => {
  configureForTest(server.origin);
  server.requests.length = 0;
  tasks = [];
  totalCount = undefined;
  listReply = undefined;
  listGate = undefined;
  signInForTest();
  queryClient.clear();
});
afterEach(() => {
  vi.useRealTimers();
});

const listCalls = () => server.requests.filter((r) => r.path.endsWith('/queryDownloadTask'));
const item = (name: string) => screen.findByRole('listitem', { name });
const toggle = () => userEvent.setup().click(screen.getByRole('button', { name: '下载中心' }));

async function openCentre() {
  renderRoute('/task/tasknow', '/task/tasknow', <DownloadCentre />);
  await toggle();
  return screen.findByRole('dialog', { name: '下载中心' });
}

const runningBadge = () => screen.queryByTitle(/个导出任务进行中$/);

describe('DownloadCentre', { timeout: 30_000 }, () => {
  it('is a labelled button with a tooltip saying what it holds', async () => {
    renderRoute('/task/tasknow', '/task/tasknow', <DownloadCentre />);
    const button = screen.getByRole('button', { name: '下载中心' });
    expect(button.textContent).toBe('下载中心');
    await userEvent.setup().hover(button);
    expect((await screen.findByRole('tooltip')).textContent).toBe(DOWNLOAD_TIP_TEXT);
  });

  it('counts the running exports on a badge, polling only while some run', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    tasks = [
      task(1, DownloadTaskStatus.queued),
      task(2, DownloadTaskStatus.writing, { progress: 40 }),
      task(3, DownloadTaskStatus.done),
    ];
    renderRoute('/task/tasknow', '/task/tasknow', <DownloadCentre />);
    await waitFor(() => expect(runningBadge()?.getAttribute('title')).toBe('2个导出任务进行中'));
    expect(screen.queryByRole('dialog', { name: '下载中心' })).toBeNull();

    tasks = [task(1, DownloadTaskStatus.writing), task(2, DownloadTaskStatus.done), task(3, DownloadTaskStatus.done)];
    await vi.advanceTimersByTimeAsync(3_000);
    await waitFor(() => expect(runningBadge()?.getAttribute('title')).toBe('1个导出任务进行中'));

    tasks = [task(1, DownloadTaskStatus.done), task(2, DownloadTaskStatus.done), task(3, DownloadTaskStatus.done)];
    await vi.advanceTimersByTimeAsync(3_000);
    await waitFor(() => expect(runningBadge()).toBeNull());
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    const calls = listCalls().length;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(queryClient.isFetching()).toBe(0);
    expect(listCalls()).toHaveLength(calls);
  });

  it('asks for the first page of the session business with page size 10 and sysType 2', async () => {
    renderRoute('/task/tasknow', '/task/tasknow', <DownloadCentre />);
    await toggle();
    expect(await screen.findByText(DOWNLOAD_EMPTY_TEXT)).toBeTruthy();
    const [call] = listCalls();
    expect(call.method).toBe('POST');
    expect(call.path).toBe('/download/api/v1/task/10000/queryDownloadTask');
    expect(call.query.get('token')).toBe('token-abc');
    expect(call.body).toEqual({ pageIndex: 1, pageSize: 10, businessId: 10000, sysType: 2 });
  });

  it('shows a progress bar while running, recovery, the link with size and time when done, failure and expiry', async () => {
    tasks = [
      task(1, DownloadTaskStatus.queued),
      task(2, DownloadTaskStatus.querying, { progress: 20 }),
      task(3, DownloadTaskStatus.writing, { progress: 70 }),
      task(4, DownloadTaskStatus.done),
      task(5, DownloadTaskStatus.failed),
      task(6, DownloadTaskStatus.expired),
      task(7, DownloadTaskStatus.writing, { progress: 50, recovering: true }),
    ];
    await openCentre();

    // A task whose server stopped says so instead of its stale percentage, and may be cancelled.
    const recovering = within(await item('报表-7.xlsx'));
    expect(recovering.getByText('服务重启，恢复中')).toBeTruthy();
    expect(recovering.queryByRole('progressbar')).toBeNull();
    expect(recovering.getByRole('button', { name: '取消' })).toBeTruthy();

    for (const [id, progress] of [
      [1, 0],
      [2, 20],
      [3, 70],
    ]) {
      const row = within(await item(`报表-${id}.xlsx`));
      expect(row.getByRole('progressbar').getAttribute('aria-valuenow')).toBe(String(progress));
      expect(row.getByRole('button', { name: '取消' })).toBeTruthy();
    }

    const done = within(await item('报表-4.xlsx'));
    expect(done.getByRole('link', { name: '报表-4.xlsx' }).getAttribute('href')).toBe(
      `${server.origin}/download/files/4/%E6%8A%A5%E8%A1%A8-4.xlsx?expires=1764000000&sig=ab4`,
    );
    expect(done.getByText('2.5 KB')).toBeTruthy();
    expect(done.getByText('2026-11-24 10:00:00')).toBeTruthy();
    expect(done.queryByRole('progressbar')).toBeNull();
    expect(done.queryByRole('button', { name: '取消' })).toBeNull();

    const failed = within(await item('报表-5.xlsx'));
    expect(failed.getByText('下载失败')).toBeTruthy();
    expect(failed.queryByRole('link')).toBeNull();
    expect(failed.getByRole('button', { name: '取消' })).toBeTruthy();

    const expired = within(await item('报表-6.xlsx'));
    expect(expired.getByText('已过期')).toBeTruthy();
    expect(expired.queryByRole('link')).toBeNull();
    expect(expired.queryByRole('button', { name: '取消' })).toBeNull();
  });

  it('refreshes the list while open and stops polling once closed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    tasks = [task(1, DownloadTaskStatus.writing, { progress: 10 })];
    await openCentre();
    const bar = () => within(screen.getByRole('listitem', { name: '报表-1.xlsx' })).getByRole('progressbar');
    await waitFor(() => expect(bar().getAttribute('aria-valuenow')).toBe('10'));

    tasks = [task(1, DownloadTaskStatus.writing, { progress: 60 })];
    await vi.advanceTimersByTimeAsync(3_000);
    await waitFor(() => expect(bar().getAttribute('aria-valuenow')).toBe('60'));

    tasks = [task(1, DownloadTaskStatus.done)];
    await vi.advanceTimersByTimeAsync(3_000);
    expect(await screen.findByRole('link', { name: '报表-1.xlsx' })).toBeTruthy();

    await toggle();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '下载中心' })).toBeNull());
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    const afterClose = listCalls().length;
    await vi.advanceTimersByTimeAsync(30_000);
    expect(queryClient.isFetching()).toBe(0);
    expect(listCalls()).toHaveLength(afterClose);
  });

  it('cancels a task only after confirmation and drops it from the list', async () => {
    tasks = [task(1, DownloadTaskStatus.querying, { progress: 30 }), task(2, DownloadTaskStatus.done)];
    await openCentre();
    const user = userEvent.setup();
    await user.click(within(await item('报表-1.xlsx')).getByRole('button', { name: '取消' }));
    expect(await screen.findByText('确定取消该下载任务？')).toBeTruthy();
    expect(server.requests.filter((r) => r.path.endsWith('/deleteDownloadTask'))).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: '报表-1.xlsx' })).toBeNull());
    const deletes = server.requests.filter((r) => r.path.endsWith('/deleteDownloadTask'));
    expect(deletes).toHaveLength(1);
    expect(deletes[0].path).toBe('/download/api/v1/task/10000/deleteDownloadTask');
    expect(deletes[0].body).toEqual({ id: 1 });
    expect(screen.getByRole('listitem', { name: '报表-2.xlsx' })).toBeTruthy();
  });

  it('deletes a finished task after confirmation', async () => {
    tasks = [task(4, DownloadTaskStatus.done)];
    await openCentre();
    const user = userEvent.setup();
    await user.click(within(await item('报表-4.xlsx')).getByRole('button', { name: '删除' }));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByText(DOWNLOAD_EMPTY_TEXT)).toBeTruthy();
    expect(server.requests.find((r) => r.path.endsWith('/deleteDownloadTask'))?.body).toEqual({ id: 4 });
  });

  it('shows a spinner until the first answer arrives', async () => {
    let release = () => {};
    listGate = new Promise((resolve) => {
      release = resolve;
    });
    const panel = await openCentre();
    await waitFor(() => expect(listCalls()).toHaveLength(1));
    expect(panel.querySelector('.ant-spin')).toBeTruthy();
    expect(within(panel).queryByText(DOWNLOAD_EMPTY_TEXT)).toBeNull();
    release();
    expect(await within(panel).findByText(DOWNLOAD_EMPTY_TEXT)).toBeTruthy();
    expect(panel.querySelector('.ant-spin')).toBeNull();
  });

  it('shows a failed load instead of the list', async () => {
    listReply = fail(100500, '服务繁忙');
    await openCentre();
    expect(await screen.findByText('下载任务加载失败：服务繁忙')).toBeTruthy();
    expect(screen.queryByText(DOWNLOAD_EMPTY_TEXT)).toBeNull();
  });

  it('pages through more than 10 tasks', async () => {
    tasks = Array.from({ length: 10 }, (_, i) => task(i + 1, DownloadTaskStatus.done));
    totalCount = 13;
    await openCentre();
    await item('报表-1.xlsx');
    await userEvent.setup().click(screen.getByTitle('下一页'));
    await waitFor(() => expect(listCalls().some((r) => (r.body as { pageIndex: number }).pageIndex === 2)).toBe(true));
  });

  it('shows no pager for 10 tasks or fewer', async () => {
    tasks = Array.from({ length: 10 }, (_, i) => task(i + 1, DownloadTaskStatus.done));
    await openCentre();
    await item('报表-10.xlsx');
    expect(screen.queryByTitle('下一页')).toBeNull();
  });
});
