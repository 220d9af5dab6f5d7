import type { UpdateLog } from '@console/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ApiServer, fail, ok, type Reply, type SeenRequest, startApiServer } from '../../../../test/api-server.ts';
import { configureForTest, signInForTest } from '../../../../test/fixtures.ts';
import { renderRoute } from '../../../../test/render-route.tsx';
import { queryClient } from '../../../shared/query/query-client.ts';
import { UpdateLogNotice } from './update-log-notice.tsx';

let server: ApiServer;
let logReply: Reply;
let readTime: string | null;
let saveReply: Reply | undefined;

const log: UpdateLog = {
  logItems: [
    { title: '旧版本', time: '2026-10-01 09:00', updateContent: ['旧版本的更新'] },
    { title: '新版本', time: '2026-11-22 09:00', updateContent: ['全新控制台上线', '密码加密传输'] },
  ],
};

function answer(request: SeenRequest): Reply {
  if (request.path === '/config/updatelog.json') return logReply;
  if (request.path === '/uc/api/v1/user/10000/queryUpdateLogRead') return ok([{ readTime }]);
  if (request.path === '/uc/api/v1/user/10000/saveUpdateLogRead') {
    if (saveReply) return saveReply;
    readTime = (request.body as { readTime: string }).readTime;
    return ok();
  }
  return fail(100404, '未知接口');
}

beforeAll(async () => {
  server = await startApiServer(answer);
});
afterAll(() => server.close());
beforeEach(() => {
  configureForTest(server.origin);
  signInForTest();
  server.requests.length = 0;
  localStorage.clear();
  logReply = { body: log };
  readTime = null;
  saveReply = undefined;
  queryClient.clear();
});

const saves = () => server.requests.filter((r) => r.path.endsWith('/saveUpdateLogRead'));
const reads = () => server.requests.filter((r) => r.path.endsWith('/queryUpdateLogRead'));

describe('UpdateLogNotice', { timeout: 30_000 }, () => {
  it('shows the newest entry until closed, and stores it as read for the account', async () => {
    renderRoute('/home', '/home', <UpdateLogNotice />);
    expect(await screen.findByText('全新控制台上线')).toBeTruthy();
    expect(screen.getByText('2026-11-22 09:00')).toBeTruthy();
    expect(screen.queryByText('旧版本的更新')).toBeNull();
    const logRequest = server.requests.find((r) => r.path === '/config/updatelog.json');
    expect(Number(logRequest?.query.get('t'))).toBeGreaterThan(0);
    expect(reads()[0].query.get('token')).toBe('token-abc');

    await userEvent.setup().click(screen.getByRole('button', { name: '关闭更新公告' }));
    expect(screen.queryByText('全新控制台上线')).toBeNull();
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0].body).toEqual({ readTime: '2026-11-22 09:00' });
  });

  it("follows the account's read state, not this browser's", async () => {
    readTime = '2026-11-22 09:00';
    renderRoute('/home', '/home', <UpdateLogNotice />);
    await waitFor(() => expect(reads()).toHaveLength(1));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.queryByRole('complementary', { name: '更新公告' })).toBeNull();

    readTime = '2026-10-01 09:00';
    queryClient.clear();
    renderRoute('/home2', '/home2', <UpdateLogNotice />);
    expect(await screen.findByText('全新控制台上线')).toBeTruthy();
  });

  it('stores the read state and opens the whole log from 查看更新日志', async () => {
    const router = renderRoute('/home', '/home', <UpdateLogNotice />);
    await userEvent.setup().click(await screen.findByRole('button', { name: '查看更新日志' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/setting/updatelogs'));
    await waitFor(() => expect(saves()[0]?.body).toEqual({ readTime: '2026-11-22 09:00' }));
  });

  it('comes back when the server could not store the read state', async () => {
    saveReply = fail(100500, '服务繁忙');
    renderRoute('/home', '/home', <UpdateLogNotice />);
    await userEvent.setup().click(await screen.findByRole('button', { name: '关闭更新公告' }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(await screen.findByText('全新控制台上线')).toBeTruthy();
  });

  it('shows nothing when the log cannot be loaded', async () => {
    logReply = { status: 404, body: 'missing' };
    renderRoute('/home', '/home', <UpdateLogNotice />);
    await waitFor(() => expect(server.requests.length).toBeGreaterThan(0));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
