import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ApiServer, type Reply, startApiServer } from '../../../../test/api-server.ts';
import { configureForTest } from '../../../../test/fixtures.ts';
import { renderRoute } from '../../../../test/render-route.tsx';
import { UPDATE_LOG_READ_KEY } from '../../../shared/update-log/update-log.ts';
import { UpdateLogNotice } from './update-log-notice.tsx';

let server: ApiServer;
let reply: Reply;

const log = {
  logItems: [
    { time: '2026-10-01 09:00', updateContent: ['旧版本的更新'] },
    { time: '2026-11-22 09:00', updateContent: ['全新控制台上线', '密码加密传输'] },
  ],
};

beforeAll(async () => {
  server = await startApiServer(() => reply);
});
afterAll(() => server.close());
beforeEach(async () => {
  configureForTest(server.origin);
  server.requests.length = 0;
  localStorage.clear();
  reply = { body: log };
  const { queryClient } = await import('../../../shared/query/query-client.ts');
  queryClient.clear();
});

describe('UpdateLogNotice', { timeout: 30_000 }, () => {
  it('shows the newest entry until closed, then stays closed', async () => {
    renderRoute('/home', '/home', <UpdateLogNotice />);
    expect(await screen.findByText('全新控制台上线')).toBeTruthy();
    expect(screen.getByText('2026-11-22 09:00')).toBeTruthy();
    expect(screen.queryByText('旧版本的更新')).toBeNull();
    expect(server.requests[0].path).toBe('/config/updatelog.json');
    expect(Number(server.requests[0].query.get('t'))).toBeGreaterThan(0);

    await userEvent.setup().click(screen.getByRole('button', { name: '关闭更新公告' }));
    expect(screen.queryByText('全新控制台上线')).toBeNull();
    expect(localStorage.getItem(UPDATE_LOG_READ_KEY)).toBe('2026-11-22 09:00');
  });

  it('does not show a log already read, and shows a newer one', async () => {
    localStorage.setItem(UPDATE_LOG_READ_KEY, '2026-11-22 09:00');
    renderRoute('/home', '/home', <UpdateLogNotice />);
    await waitFor(() => expect(server.requests).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('全新控制台上线')).toBeNull();

    localStorage.setItem(UPDATE_LOG_READ_KEY, '2026-10-01 09:00');
    const { queryClient } = await import('../../../shared/query/query-client.ts');
    queryClient.clear();
    renderRoute('/home2', '/home2', <UpdateLogNotice />);
    expect(await screen.findByText('全新控制台上线')).toBeTruthy();
  });

  it('stores the read mark and opens the whole log from 查看更新日志', async () => {
    const router = renderRoute('/home', '/home', <UpdateLogNotice />);
    await userEvent.setup().click(await screen.findByRole('button', { name: '查看更新日志' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/setting/updatelogs'));
    expect(localStorage.getItem(UPDATE_LOG_READ_KEY)).toBe('2026-11-22 09:00');
  });

  it('shows nothing when the log cannot be loaded', async () => {
    reply = { status: 404, body: 'missing' };
    renderRoute('/home', '/home', <UpdateLogNotice />);
    await waitFor(() => expect(server.requests.length).toBeGreaterThan(0));
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
