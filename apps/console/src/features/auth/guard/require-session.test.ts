import { ErrorCode } from '@console/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ApiServer, fail, ok, type Reply, startApiServer } from '../../../../test/api-server.ts';
import { configureForTest, demoAccountInfo, signInForTest, signOutForTest } from '../../../../test/fixtures.ts';
import { getSessionUser } from '../../../shared/session/session-store.ts';
import { getStoredBid, storeBid } from '../../../shared/session/stored-bid.ts';
import { requireSession } from './require-session.ts';

let server: ApiServer;
let reply: () => Reply;

beforeAll(async () => {
  server = await startApiServer(() => reply());
});
afterAll(() => server.close());
beforeEach(() => {
  configureForTest(server.origin);
  server.requests.length = 0;
  reply = () => ok([demoAccountInfo]);
  signOutForTest();
  localStorage.clear();
});

/** Runs the guard for a URL; resolves to the redirect target, or null when it lets the navigation through. */
async function guard(url: string): Promise<string | null> {
  const request = new Request(new URL(url, 'http://console.test'));
  try {
    await requireSession(
      { request, params: {}, context: {} as never, unstable_pattern: '' } as never,
      async () => undefined,
    );
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('Location');
    throw thrown;
  }
}

describe('requireSession', () => {
  it('lets a signed-in user through without calling the server', async () => {
    signInForTest();
    expect(await guard('/report')).toBeNull();
    expect(server.requests).toHaveLength(0);
  });

  it('sends a visitor without a session to the stored brand login, remembering the page', async () => {
    storeBid('zhiyu');
    expect(await guard('/report?tab=reception')).toBe(
      `/zhiyu/login?redirect=${encodeURIComponent('/report?tab=reception')}`,
    );
  });

  it('signs in from an auto-login link and continues without the credentials in the URL', async () => {
    const target = await guard('/report?tab=1&token=tk-1&bid=zhiyu&businessId=10000');
    expect(target).toBe('/report?tab=1');
    expect(server.requests[0].path).toBe('/uc/api/v1/account/10000/queryAccountInfo');
    expect(server.requests[0].query.get('token')).toBe('tk-1');
    expect(getSessionUser()).toMatchObject({ account: '13800000001', token: 'tk-1', business: { id: 10000 } });
    expect(getStoredBid()).toBe('zhiyu');
  });

  it('falls back to the login when the auto-login token is not valid', async () => {
    reply = () => fail(ErrorCode.TokenUnknown, '登录信息无效');
    const target = await guard('/report?token=bad&bid=zhiyu&businessId=10000');
    expect(target).toBe(`/zhiyu/login?redirect=${encodeURIComponent('/report')}`);
    expect(getSessionUser()).toBeNull();
  });

  it('needs the business id of the link to look the account up', async () => {
    const target = await guard('/report?token=tk&bid=yeta');
    expect(target).toBe(`/yeta/login?redirect=${encodeURIComponent('/report')}`);
    expect(server.requests).toHaveLength(0);
  });
});
