import { accountApi, ErrorCode } from '@console/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, MASTER_PHONE, type TestApp, TestClock } from '../test/test-app.ts';
import { openTestDatabase } from '../test/test-database.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    config: { rateLimit: { loginMax: 2, registerMax: 2, smsMax: 1, smsDailyMax: 20, windowMs: 60_000 } },
  });
});
afterAll(() => t.close());

describe('rate limits', () => {
  it('limit logins per client address with 429 and the 100429 envelope', async () => {
    const body = { phone: MASTER_PHONE, clientId: 'rl', ...t.encrypted(MASTER_PHONE, 'wrong-pass') };
    for (let i = 0; i < 2; i++) {
      expect((await t.call(accountApi.login, { body })).body.code).toBe(ErrorCode.WrongPassword);
    }
    const limited = await t.call(accountApi.login, { body });
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.body).toEqual({
      code: ErrorCode.TooManyRequests,
      message: '请求过于频繁，请稍后再试',
      messageExt: '请求过于频繁，请稍后再试',
      result: { rows: [], totalCount: 0 },
    });
  });

  it('count each limited call on its own', async () => {
    expect((await t.call(accountApi.sendSmsVerifyCode, { body: { phoneNumber: '13212345678' } })).status).toBe(200);
    expect((await t.call(accountApi.sendSmsVerifyCode, { body: { phoneNumber: '13212345679' } })).status).toBe(429);
    const register = await t.call(accountApi.register, { body: {} });
    expect(register.status).toBe(200);
    // Calls without a limit are not affected.
    for (let i = 0; i < 5; i++) {
      expect((await t.call(accountApi.phoneCheck, { body: { phoneNumber: '13212345678' } })).status).toBe(200);
    }
  });
});

describe('rate limits of several server processes on one database', () => {
  it('count the requests of a client across both, and start afresh after the window', async () => {
    const database = await openTestDatabase();
    const clock = new TestClock();
    const limits = { rateLimit: { loginMax: 3, registerMax: 100, smsMax: 100, smsDailyMax: 20, windowMs: 60_000 } };
    const a = await createTestApp({ database, clock, config: limits });
    const b = await createTestApp({ database, clock, config: limits });
    try {
      const login = (app: TestApp) =>
        app.call(accountApi.login, {
          body: { phone: MASTER_PHONE, clientId: 'shared', kickOff: 1, ...app.encrypted(MASTER_PHONE, 'wrong-pass') },
        });
      expect((await login(a)).status).toBe(200);
      expect((await login(b)).status).toBe(200);
      expect((await login(a)).status).toBe(200);
      const limited = await login(b);
      expect(limited.status).toBe(429);
      expect(limited.body.code).toBe(ErrorCode.TooManyRequests);
      expect((await login(a)).status).toBe(429);

      clock.advance(60_000);
      expect((await login(b)).status).toBe(200);
    } finally {
      await a.close();
      await b.close();
      await database.close();
    }
  });
});
