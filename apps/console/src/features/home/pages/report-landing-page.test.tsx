import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getSessionUser } from '../../../shared/session/session-store.ts';
import { storeBid } from '../../../shared/session/stored-bid.ts';
import { type ApiServer, ok, startApiServer } from '../../../test-support/api-server.ts';
import { configureForTest, signInForTest } from '../../../test-support/fixtures.ts';
import { renderRoute } from '../../../test-support/render-route.tsx';
import { ReportLandingPage } from './report-landing-page.tsx';

let server: ApiServer;

beforeAll(async () => {
  server = await startApiServer(() => ok());
});
afterAll(() => server.close());
beforeEach(() => {
  configureForTest(server.origin);
  server.requests.length = 0;
});

describe('ReportLandingPage', { timeout: 30_000 }, () => {
  it('shows who is signed in and logs out to the stored brand login', async () => {
    storeBid('zhiyu');
    signInForTest();
    const router = renderRoute('/home', '/home', <ReportLandingPage />);
    expect(screen.getByText('您好，演示管理员')).toBeTruthy();
    expect(screen.getByText('演示企业')).toBeTruthy();
    expect(screen.getByText('10000')).toBeTruthy();

    await userEvent.setup().click(screen.getByRole('button', { name: '退出登录' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/zhiyu/login'));
    expect(server.requests[0].path).toBe('/uc/api/v1/account/logout');
    expect(server.requests[0].query.get('token')).toBe('token-abc');
    expect(getSessionUser()).toBeNull();
  });
});
