import { accountApi, ErrorCode, FallbackText } from '@console/contracts';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiServer, fail, ok, type Reply, startApiServer } from '../../../test/api-server.ts';
import { configureForTest, demoSession, signInForTest, signOutForTest } from '../../../test/fixtures.ts';
import { setNavigator } from '../navigation.ts';
import { getSessionUser } from '../session/session-store.ts';
import { storeBid } from '../session/stored-bid.ts';
import { callApi, firstRow } from './api-client.ts';
import { ApiError, ClientErrorCode } from './api-error.ts';
import { confirmSessionExpired, useSessionExpiredStore } from './session-expiry.ts';

let server: ApiServer;
let reply: (path: string) => Reply | Promise<Reply>;

beforeAll(async () => {
  server = await startApiServer((request) => reply(request.path));
});
afterAll(() => server.close());

let navigated: string[];
let dialogOpenings: number;
let stopCounting: () => void;

beforeEach(() => {
  configureForTest(server.origin);
  server.requests.length = 0;
  reply = () => ok([]);
  dialogOpenings = 0;
  stopCounting = useSessionExpiredStore.subscribe((state, previous) => {
    if (state.open && !previous.open) dialogOpenings += 1;
  });
  navigated = [];
  setNavigator((to) => navigated.push(to));
  storeBid('zhiyu');
  signOutForTest();
});

afterEach(() => {
  stopCounting();
  setNavigator(null);
  useSessionExpiredStore.setState({ open: false, reason: 'expired' });
});

const dialogOpen = () => useSessionExpiredStore.getState().open;

/** A login body the scripted server never checks; the tests are about the transport. */
const LOGIN_BODY = { phone: '13800000000', password: 'secret', clientId: 'test-client' };

describe('callApi', () => {
  it('posts JSON and unwraps the envelope result', async () => {
    reply = () => ok([{ registered: false }]);
    const result = await callApi(accountApi.phoneCheck, { phoneNumber: '13800000000' });
    expect(result).toEqual({ rows: [{ registered: false }], totalCount: 1 });
    expect(server.requests[0]).toMatchObject({
      method: 'POST',
      path: '/uc/api/v1/account/phoneCheck',
      body: { phoneNumber: '13800000000' },
    });
  });

  it('accepts the string success code 000000', async () => {
    reply = () => ({ body: { code: '000000', message: 'ok', result: { rows: [1], totalCount: 1 } } });
    await expect(callApi(accountApi.login, LOGIN_BODY)).resolves.toEqual({ rows: [1], totalCount: 1 });
  });

  it('adds the session token and business id to session calls only', async () => {
    signInForTest();
    await callApi(accountApi.queryAccountInfo);
    await callApi(accountApi.phoneCheck, { phoneNumber: '1' });
    expect(server.requests[0].path).toBe('/uc/api/v1/account/10000/queryAccountInfo');
    expect(server.requests[0].query.get('token')).toBe(demoSession.token);
    expect(server.requests[1].query.has('token')).toBe(false);
  });

  it('uses an explicit token and business id over the session', async () => {
    signInForTest();
    await callApi(accountApi.queryAccountInfo, undefined, { token: 'fresh', businessId: 20000 });
    expect(server.requests[0].path).toBe('/uc/api/v1/account/20000/queryAccountInfo');
    expect(server.requests[0].query.get('token')).toBe('fresh');
  });

  it('rejects a business error with its code, message and messageExt', async () => {
    reply = () => fail(ErrorCode.WrongPassword, '请输入正确的密码', '密码错误（第1次）');
    const error = await callApi(accountApi.login, LOGIN_BODY).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 200001, message: '请输入正确的密码', messageExt: '密码错误（第1次）' });
    expect(dialogOpen()).toBe(false);
  });

  it('reads an envelope sent with an HTTP error status', async () => {
    reply = () => ({ status: 400, ...fail(ErrorCode.ParamRequired, '手机号不能为空') });
    await expect(callApi(accountApi.login, LOGIN_BODY)).rejects.toMatchObject({
      code: 100000,
      message: '手机号不能为空',
    });
  });

  it('turns an answer that is not an envelope into a bad-response error', async () => {
    reply = () => ({ status: 502, body: '<html>Bad Gateway</html>' });
    await expect(callApi(accountApi.login, LOGIN_BODY)).rejects.toMatchObject({
      code: ClientErrorCode.badResponse,
      message: '服务器响应异常（502）',
    });
  });

  it('turns a refused connection into the network fallback', async () => {
    configureForTest('http://127.0.0.1:1');
    await expect(callApi(accountApi.login, LOGIN_BODY)).rejects.toMatchObject({
      code: ClientErrorCode.network,
      message: FallbackText.network,
    });
  });

  it('gives up after the time-out with the time-out fallback', async () => {
    reply = () => new Promise<Reply>((resolve) => setTimeout(() => resolve(ok()), 500));
    await expect(callApi(accountApi.login, LOGIN_BODY, { timeoutMs: 50 })).rejects.toMatchObject({
      code: ClientErrorCode.timeout,
      message: FallbackText.timeout,
    });
  });

  it('waits 20 seconds by default before timing out', async () => {
    vi.useFakeTimers();
    const fetchStub = vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    vi.stubGlobal('fetch', fetchStub);
    try {
      const call = callApi(accountApi.login, LOGIN_BODY).catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(19_999);
      expect(fetchStub.mock.calls[0][1].signal?.aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await call).toMatchObject({ code: ClientErrorCode.timeout });
    } finally {
      vi.unstubAllGlobals();
      vi.useRealTimers();
    }
  });

  it('rethrows a caller abort as is', async () => {
    reply = () => new Promise<Reply>((resolve) => setTimeout(() => resolve(ok()), 500));
    const controller = new AbortController();
    const call = callApi(accountApi.login, LOGIN_BODY, { signal: controller.signal });
    controller.abort();
    const error = await call.catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
  });
});

describe('session expiry', () => {
  it('opens one 登录失效 dialog for several expired calls', async () => {
    signInForTest();
    reply = () => fail(ErrorCode.TokenExpired, '登录已过期');
    const results = await Promise.allSettled([
      callApi(accountApi.queryAccountInfo),
      callApi(accountApi.logout),
      callApi(accountApi.queryAccountInfo),
    ]);
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(dialogOpenings).toBe(1);
    expect(dialogOpen()).toBe(true);
  });

  it.each([709001, 709002, 709003, 709004, 709005, 709006])('treats %i as an expired session', async (code) => {
    signInForTest();
    reply = () => fail(code, '登录失效');
    await callApi(accountApi.logout).catch(() => undefined);
    expect(dialogOpenings).toBe(1);
    expect(useSessionExpiredStore.getState().reason).toBe(code === 709004 ? 'replaced' : 'expired');
  });

  it('OK clears the session and goes to the stored brand login; a later expiry opens the dialog again', async () => {
    signInForTest();
    reply = () => fail(ErrorCode.TokenUnknown, '登录信息无效');
    await callApi(accountApi.logout).catch(() => undefined);
    confirmSessionExpired();
    expect(dialogOpen()).toBe(false);
    expect(getSessionUser()).toBeNull();
    expect(navigated).toEqual(['/zhiyu/login']);

    signInForTest();
    await callApi(accountApi.logout).catch(() => undefined);
    expect(dialogOpenings).toBe(2);
  });

  it('does not call a {businessId} path without a session and shows the dialog instead', async () => {
    await expect(callApi(accountApi.queryAccountInfo)).rejects.toMatchObject({ code: ErrorCode.TokenMissing });
    expect(server.requests).toHaveLength(0);
    expect(dialogOpenings).toBe(1);
  });

  it('leaves the decision to the caller when asked to', async () => {
    reply = () => fail(ErrorCode.TokenUnknown, '登录信息无效');
    await expect(
      callApi(accountApi.queryAccountInfo, undefined, { token: 'x', businessId: 1, handleSessionExpiry: false }),
    ).rejects.toMatchObject({ code: ErrorCode.TokenUnknown });
    expect(dialogOpen()).toBe(false);
  });
});

describe('firstRow', () => {
  it('returns the first row and rejects an empty result', () => {
    expect(firstRow({ rows: ['a'], totalCount: 1 })).toBe('a');
    expect(() => firstRow({ rows: [], totalCount: 0 })).toThrow(ApiError);
  });
});

describe('error reporting', () => {
  it('warns about failed requests without the token when debug is on', async () => {
    configureForTest(server.origin, { debug: true });
    signInForTest();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    reply = () => fail(ErrorCode.Internal, '系统繁忙，请稍后再试');
    await callApi(accountApi.logout).catch(() => undefined);
    expect(warn).toHaveBeenCalledTimes(1);
    const report = warn.mock.calls[0][1] as { url: string; code: number };
    expect(report.code).toBe(999999);
    expect(report.url).toContain('token=***');
    expect(report.url).not.toContain(demoSession.token);
    warn.mockRestore();
  });

  it('stays silent when debug is off', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    reply = () => fail(ErrorCode.Internal, '系统繁忙，请稍后再试');
    await callApi(accountApi.login, LOGIN_BODY).catch(() => undefined);
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});
