import 'fake-indexeddb/auto';
import { decryptPassword } from '@console/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { agentRow, agentUser, createSoftphone } from '../test/fixture.ts';
import { deadOrigin, fail, ok, type SdkServer, startSdkServer } from '../test/sdk-server.ts';
import { SdkError } from './errors.ts';

let server: SdkServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('login', () => {
  it('token login posts businessId and token and keeps account, dn, token and outshowtel', async () => {
    server = await startSdkServer(() => ok([agentRow]));
    const { softphone } = createSoftphone({ origin: server.origin });
    const results: unknown[] = [];

    const result = await softphone.login({ businessId: 10000, token: 'console-token' }, (r) => results.push(r));

    expect(result).toEqual({ ...SdkError.Success, data: agentUser });
    expect(results).toEqual([result]);
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]).toMatchObject({
      method: 'POST',
      path: '/sdk/api/v1/account/tokenLogin',
      body: { businessId: 10000, token: 'console-token' },
    });
    expect(softphone.getUser()).toEqual(agentUser);
    await softphone.destroy();
  });

  it('password login sends the password encrypted with phone and timestamp', async () => {
    server = await startSdkServer(() => ok([agentRow]));
    const { softphone } = createSoftphone({ origin: server.origin });

    const result = await softphone.login({ phone: '13800000000', password: 'demo1234', timestamp: 1700000000000 });

    expect(result.code).toBe(SdkError.Success.code);
    const body = server.requests[0]?.body as { phone: string; password: string; timestamp: number };
    expect(server.requests[0]?.path).toBe('/sdk/api/v1/account/login');
    expect(body.phone).toBe('13800000000');
    expect(body.timestamp).toBe(1700000000000);
    expect(body.password).not.toBe('demo1234');
    expect(decryptPassword(body.password, '13800000000', 1700000000000)).toBe('demo1234');
    expect(softphone.getUser()?.dn).toBe('8001');
    await softphone.destroy();
  });

  it('password login outside a secure context (no WebCrypto) is EnvError and calls nothing', async () => {
    server = await startSdkServer(() => ok([agentRow]));
    const { softphone } = createSoftphone({ origin: server.origin });
    const subtle = Object.getOwnPropertyDescriptor(Crypto.prototype, 'subtle');
    Object.defineProperty(Crypto.prototype, 'subtle', { get: () => undefined, configurable: true });
    try {
      const result = await softphone.login({ phone: '13800000000', password: 'demo1234' });
      expect(result.code).toBe(SdkError.EnvError.code);
    } finally {
      if (subtle) Object.defineProperty(Crypto.prototype, 'subtle', subtle);
    }
    expect(server.requests).toHaveLength(0);
    expect(softphone.getUser()).toBeUndefined();
    await softphone.destroy();
  });

  it('account, dn and token given directly make no call', async () => {
    server = await startSdkServer(() => ok([agentRow]));
    const { softphone } = createSoftphone({ origin: server.origin });

    const result = await softphone.login({ account: '13800000000', dn: '8001', token: 'tok', outshowtel: ['021'] });

    expect(result.code).toBe(SdkError.Success.code);
    expect(server.requests).toHaveLength(0);
    expect(softphone.getUser()).toEqual({ account: '13800000000', dn: '8001', token: 'tok', outshowtel: ['021'] });
    await softphone.destroy();
  });

  it('a missing field is ParamIsNull and calls nothing', async () => {
    server = await startSdkServer(() => ok([agentRow]));
    const { softphone } = createSoftphone({ origin: server.origin });

    expect((await softphone.login({ businessId: 10000, token: '' })).code).toBe(SdkError.ParamIsNull.code);
    expect((await softphone.login({ phone: '', password: 'x' })).code).toBe(SdkError.ParamIsNull.code);
    expect(server.requests).toHaveLength(0);
    await softphone.destroy();
  });

  it('a refused login is AuthFail with the server message and stores no user', async () => {
    server = await startSdkServer(() => fail('200001', '请输入正确的密码'));
    const { softphone } = createSoftphone({ origin: server.origin });

    const result = await softphone.login({ phone: '13800000000', password: 'wrong' });

    expect(result).toEqual({ code: SdkError.AuthFail.code, desc: '请输入正确的密码' });
    expect(softphone.getUser()).toBeUndefined();
    await softphone.destroy();
  });

  it('a success without a row is AuthFail too', async () => {
    server = await startSdkServer(() => ok([]));
    const { softphone } = createSoftphone({ origin: server.origin });

    expect((await softphone.login({ businessId: 1, token: 't' })).code).toBe(SdkError.AuthFail.code);
    expect(softphone.getUser()).toBeUndefined();
    await softphone.destroy();
  });

  it.each([
    ['nothing listens', async () => ({ origin: await deadOrigin(), timeoutMs: undefined })],
    [
      'the answer is not JSON',
      async () => {
        server = await startSdkServer(() => ({ status: 502, body: '<html>bad gateway</html>' }));
        return { origin: server.origin, timeoutMs: undefined };
      },
    ],
    [
      'the answer comes after the time-out',
      async () => {
        server = await startSdkServer(() => ({ ...ok([agentRow]), delayMs: 300 }));
        return { origin: server.origin, timeoutMs: 50 };
      },
    ],
  ])('a throwing call (%s) is AuthFail 接口调用异常 and stores no user', async (_case, setup) => {
    const { origin, timeoutMs } = await setup();
    const { softphone } = createSoftphone({ origin, timeoutMs });

    const result = await softphone.login({ businessId: 10000, token: 'console-token' });

    expect(result).toEqual({ code: SdkError.AuthFail.code, desc: '接口调用异常' });
    expect(softphone.getUser()).toBeUndefined();
    await softphone.destroy();
  });
});

describe('logout', () => {
  it('closes the phone, posts logout with the token and clears the user', async () => {
    server = await startSdkServer((request) => (request.path.endsWith('/tokenLogin') ? ok([agentRow]) : ok()));
    const { softphone, sip } = createSoftphone({ origin: server.origin });
    softphone.on('released', () => {});
    await softphone.login({ businessId: 10000, token: 'console-token' });
    await softphone.start();
    expect(softphone.phoneState).toBe('open');

    const result = await softphone.logout();

    expect(result).toEqual(SdkError.Success);
    expect(sip.close).toHaveBeenCalledTimes(1);
    expect(softphone.phoneState).toBe('closed');
    const logout = server.requests[1];
    expect(logout?.path).toBe('/sdk/api/v1/account/logout');
    expect(logout?.query.get('token')).toBe('tok-1');
    expect(softphone.getUser()).toBeUndefined();
    await softphone.destroy();
  });

  it('without a user is AccountNotLogin', async () => {
    server = await startSdkServer(() => ok());
    const { softphone } = createSoftphone({ origin: server.origin });

    expect(await softphone.logout()).toEqual(SdkError.AccountNotLogin);
    expect(server.requests).toHaveLength(0);
    await softphone.destroy();
  });

  it('a refused logout keeps the user so it can be retried', async () => {
    server = await startSdkServer((request) =>
      request.path.endsWith('/tokenLogin') ? ok([agentRow]) : fail('500', '退出失败', '会话不存在'),
    );
    const { softphone } = createSoftphone({ origin: server.origin });
    await softphone.login({ businessId: 10000, token: 'console-token' });

    const result = await softphone.logout();

    expect(result).toEqual({ code: SdkError.InternalError.code, desc: '会话不存在' });
    expect(softphone.getUser()?.account).toBe('13800000000');
    await softphone.destroy();
  });
});
