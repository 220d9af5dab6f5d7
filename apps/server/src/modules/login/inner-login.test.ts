import { accountApi, agentApi, ErrorCode, limits } from '@console/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/index.ts';
import { countRows, createMember, freshCaptcha } from '../../test/fixtures.ts';
import {
  createTestApp,
  DEMO_BUSINESS_ID,
  MASTER_PHONE,
  MEMBER_PHONE,
  OPERATOR_PHONE,
  type TestApp,
} from '../../test/test-app.ts';
import { INNER_LOGIN_LOCK_AFTER_FAILURES, INNER_LOGIN_LOCK_MS } from './login-service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function innerLogin(body: Record<string, unknown>) {
  return t.call(accountApi.speechSkillAdminLogin, { body: { contextPath: '/login_inner', ...body } });
}

function innerBody(account: string, password: string, businessId: unknown = DEMO_BUSINESS_ID) {
  return { account, businessId, ...t.encrypted(account, password) };
}

describe('inner login (speechSkillAdminLogin)', () => {
  it('logs an operator into the named enterprise as master 2 with 4 privilege bits', async () => {
    const { body } = await innerLogin(innerBody(OPERATOR_PHONE, 'demo1234', String(DEMO_BUSINESS_ID)));
    expect(body.code).toBe(0);
    const row = body.result.rows[0];
    expect(row.member).toEqual({
      id: expect.any(Number),
      surname: '平台运营',
      headPhoto: '',
      bindStatus: 0,
      master: '2',
      privilege: 15,
      mustChangePassword: 0,
    });
    expect(row.business).toEqual({ id: DEMO_BUSINESS_ID, name: '演示企业', status: 0 });

    const info = await t.call(accountApi.queryAccountInfo, {
      token: row.token.access_token,
      businessId: DEMO_BUSINESS_ID,
    });
    expect(info.body.result.rows[0].user).toMatchObject({ phone: OPERATOR_PHONE, master: '2', privilege: 15 });
  });

  it('enters any existing enterprise, and only that one', async () => {
    const other = await createMember(t.database, { phone: '13500000001' });
    const { body } = await innerLogin(innerBody(OPERATOR_PHONE, 'demo1234', other.business.id));
    const token = body.result.rows[0].token.access_token;
    expect(body.result.rows[0].business.id).toBe(other.business.id);
    const own = await t.call(accountApi.queryAccountInfo, { token, businessId: other.business.id });
    expect(own.body.code).toBe(0);
    const demo = await t.call(accountApi.queryAccountInfo, { token, businessId: DEMO_BUSINESS_ID });
    expect(demo.body.code).toBe(ErrorCode.BusinessMismatch);
  });

  it.each([
    ['13500009999', 'demo1234', DEMO_BUSINESS_ID, ErrorCode.PhoneNotRegistered, '该手机号码未注册'],
    [MEMBER_PHONE, 'demo1234', DEMO_BUSINESS_ID, ErrorCode.NoPermission, '权限不足'],
    [OPERATOR_PHONE, 'wrong-pass', DEMO_BUSINESS_ID, ErrorCode.WrongPassword, '请输入正确的密码'],
    [OPERATOR_PHONE, 'demo1234', 99999, ErrorCode.ParamInvalid, '企业ID不存在'],
  ])('account %s password %s enterprise %s -> %i %s', async (account, password, businessId, code, message) => {
    const before = await countRows(t.database, sessions);
    const { body } = await innerLogin(innerBody(account, password, businessId));
    expect(body).toMatchObject({ code, message });
    expect(await countRows(t.database, sessions)).toBe(before);
  });

  it.each([
    [{ password: 'x', businessId: 1 }, ErrorCode.ParamRequired, '手机号不能为空'],
    [{ account: '1380000', password: 'x', businessId: 1 }, ErrorCode.ParamInvalid, '手机号格式错误'],
    [{ account: OPERATOR_PHONE, businessId: 1 }, ErrorCode.ParamRequired, '密码不能为空'],
    [{ account: OPERATOR_PHONE, password: 'x' }, ErrorCode.ParamRequired, '企业ID不能为空'],
    [{ account: OPERATOR_PHONE, password: 'x', businessId: '' }, ErrorCode.ParamRequired, '企业ID不能为空'],
    [{ account: OPERATOR_PHONE, password: 'x', businessId: null }, ErrorCode.ParamRequired, '企业ID不能为空'],
    [{ account: OPERATOR_PHONE, password: 'x', businessId: 'abc' }, ErrorCode.ParamInvalid, '企业ID必须为数字'],
    [{ account: OPERATOR_PHONE, password: 'x', businessId: -3 }, ErrorCode.ParamInvalid, '企业ID格式错误'],
  ])('rejects %j with %i %s', async (body, code, message) => {
    const { body: answer } = await t.call(accountApi.speechSkillAdminLogin, { body });
    expect(answer).toMatchObject({ code, message });
  });

  it('needs a fresh timestamp while encryption is on', async () => {
    const body = innerBody(OPERATOR_PHONE, 'demo1234');
    t.clock.advance(10 * 60_000);
    expect((await innerLogin(body)).body.code).toBe(ErrorCode.StaleTimestamp);
  });
});

describe('inner login failures', () => {
  let app: TestApp;
  beforeAll(async () => {
    // Many attempts and captcha images from one address: the request rate limit must not decide.
    app = await createTestApp({
      config: { rateLimit: { loginMax: 1000, registerMax: 100, smsMax: 100, smsDailyMax: 20, windowMs: 60_000 } },
    });
  });
  afterAll(() => app.close());

  const clientId = 'inner-client';
  function attempt(password: string, extra: Record<string, unknown> = {}) {
    return app.call(accountApi.speechSkillAdminLogin, {
      body: {
        account: OPERATOR_PHONE,
        businessId: DEMO_BUSINESS_ID,
        clientId,
        contextPath: '/login_inner',
        ...app.encrypted(OPERATOR_PHONE, password),
        ...extra,
      },
    });
  }
  /** A person at the inner login page: from the third failure on, they solve the captcha. */
  async function solvedAttempt(password: string) {
    return attempt(password, { verifyCode: await freshCaptcha(app, clientId, '0') });
  }
  async function auditOfDemo() {
    const master = await app.login(MASTER_PHONE);
    const answer = await app.call(agentApi.auditQuery, {
      token: master.token.access_token,
      businessId: DEMO_BUSINESS_ID,
      body: { pageSize: 100 },
    });
    return answer.body.result.rows.filter((row) => row.action.startsWith('innerLogin.'));
  }

  it('asks for the login captcha from the third failure on, as the console login does', async () => {
    for (let i = 0; i < limits.loginCaptchaAfterFailures; i++) {
      expect((await attempt('wrong-pass')).body.code).toBe(ErrorCode.WrongPassword);
    }
    const right = await attempt('demo1234');
    expect(right.body).toMatchObject({ code: ErrorCode.TooManyLoginFailures, message: '连续登录失败次数超过限制' });
    const wrongCaptcha = await attempt('demo1234', { verifyCode: 'ZZZZ' });
    expect(wrongCaptcha.body).toMatchObject({ code: ErrorCode.WrongLoginCaptcha, message: '图片验证码错误' });
    expect((await solvedAttempt('demo1234')).body.code).toBe(0);
    // Success clears the count: no captcha next time.
    expect((await attempt('demo1234')).body.code).toBe(0);
  });

  it('refuses 25 wrong passwords and then the right one, and locks the account for a while', async () => {
    app.clock.advance(limits.loginFailureWindowMs + 1000);
    const sessionsBefore = await countRows(app.database, sessions);
    const answers: (number | string)[] = [];
    for (let i = 0; i < 25; i++) answers.push((await solvedAttempt('wrong-pass')).body.code);
    expect(answers.slice(0, INNER_LOGIN_LOCK_AFTER_FAILURES - 1).every((c) => c === ErrorCode.WrongPassword)).toBe(
      true,
    );
    expect(answers.slice(INNER_LOGIN_LOCK_AFTER_FAILURES - 1).every((c) => c === ErrorCode.AccountLocked)).toBe(true);
    const right = await solvedAttempt('demo1234');
    expect(right.body).toMatchObject({
      code: ErrorCode.AccountLocked,
      message: '登录失败次数过多，账号已锁定，请15分钟后再试',
    });
    expect(await countRows(app.database, sessions)).toBe(sessionsBefore);

    app.clock.advance(INNER_LOGIN_LOCK_MS - 60_000);
    expect((await solvedAttempt('demo1234')).body).toMatchObject({
      code: ErrorCode.AccountLocked,
      message: '登录失败次数过多，账号已锁定，请1分钟后再试',
    });
    app.clock.advance(60_000);
    // The lock is over, the captcha is still asked for.
    expect((await attempt('demo1234')).body.code).toBe(ErrorCode.TooManyLoginFailures);
    expect((await solvedAttempt('demo1234')).body.code).toBe(0);
  });

  it('writes each failure and the lock-out into the named enterprise audit log', async () => {
    app.clock.advance(limits.loginFailureWindowMs + 1000);
    const before = (await auditOfDemo()).length;
    for (let i = 0; i < INNER_LOGIN_LOCK_AFTER_FAILURES; i++) await solvedAttempt('wrong-pass');
    // Refused while locked: no guess was checked, nothing more to record.
    await solvedAttempt('wrong-pass');
    const all = await auditOfDemo();
    const entries = all.slice(0, all.length - before);
    expect(entries).toHaveLength(INNER_LOGIN_LOCK_AFTER_FAILURES + 1);
    expect(entries[0]).toMatchObject({
      action: 'innerLogin.locked',
      actionName: '内部账号锁定',
      actorName: '平台运营',
      actorPhone: OPERATOR_PHONE,
      targetName: '演示企业',
      before: null,
      after: { failures: String(INNER_LOGIN_LOCK_AFTER_FAILURES), lockedMinutes: '15' },
    });
    expect(entries[1]).toMatchObject({
      action: 'innerLogin.failed',
      actionName: '内部登录失败',
      actorName: '平台运营',
      actorPhone: OPERATOR_PHONE,
      targetName: '演示企业',
      after: { reason: '请输入正确的密码' },
    });
  });

  it('counts an unknown account too, so guessing accounts meets the captcha, but logs nothing for it', async () => {
    const before = (await auditOfDemo()).length;
    const unknown = () =>
      app.call(accountApi.speechSkillAdminLogin, {
        body: { account: '13900009999', businessId: DEMO_BUSINESS_ID, clientId, ...app.encrypted('13900009999', 'x1') },
      });
    for (let i = 0; i < limits.loginCaptchaAfterFailures; i++) {
      expect((await unknown()).body.code).toBe(ErrorCode.PhoneNotRegistered);
    }
    expect((await unknown()).body.code).toBe(ErrorCode.TooManyLoginFailures);
    // No operator has this account: an enterprise's log must not fill with strangers' guesses.
    expect(await auditOfDemo()).toHaveLength(before);
  });
});
