import type { UpdateLog } from '@console/contracts';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ok, type Reply, type SeenRequest } from '../../../../test/api-server.ts';
import { stubApiForPage } from '../../../../test/page-api.ts';
import { renderRoute } from '../../../../test/render-route.tsx';
import { queryClient } from '../../../shared/query/query-client.ts';
import { UpdateLogsPage } from './update-logs-page.tsx';

let readTime: string | null;

const log: UpdateLog = {
  logItems: [
    { title: '旧版本', time: '2026-10-01 09:00', updateContent: ['旧版本的更新'] },
    { title: '新版本', time: '2026-11-22 09:00', updateContent: ['全新控制台上线'] },
  ],
};

function answer(request: SeenRequest): Reply {
  if (request.path === '/config/updatelog.json') return { body: log };
  if (request.path.endsWith('/queryUpdateLogRead')) return ok([{ readTime }]);
  return ok();
}

const server = stubApiForPage(answer);
beforeEach(() => {
  readTime = null;
});

const saves = () => server.requests.filter((r) => r.path.endsWith('/saveUpdateLogRead'));

describe('UpdateLogsPage', { timeout: 30_000 }, () => {
  it('lists every version newest first and marks the newest read for the account', async () => {
    renderRoute('/setting/updatelogs', '/setting/updatelogs', <UpdateLogsPage />);
    expect(await screen.findByText('全新控制台上线')).toBeTruthy();
    const headings = [...document.querySelectorAll('.update-log-heading')].map((node) => node.textContent);
    expect(headings).toEqual(['新版本2026-11-22 09:00', '旧版本2026-10-01 09:00']);
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0].path).toBe('/uc/api/v1/user/10000/saveUpdateLogRead');
    expect(saves()[0].body).toEqual({ readTime: '2026-11-22 09:00' });
  });

  it('stores nothing when the account has read the newest already', async () => {
    readTime = '2026-11-22 09:00';
    renderRoute('/setting/updatelogs', '/setting/updatelogs', <UpdateLogsPage />);
    expect(await screen.findByText('全新控制台上线')).toBeTruthy();
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(saves()).toHaveLength(0);
  });
});
