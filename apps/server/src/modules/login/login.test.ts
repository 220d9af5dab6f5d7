import { accountApi, ErrorCode, limits } from '@console/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, loginFailures, sessions, users } from '../../db/schema/index.ts';
import { countRows, createMember, freshCaptcha } from '../../test/fixtures.ts';
import { createTestApp, DEMO_BUSINESS_ID, MASTER_PHONE, MEMBER_PHONE, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function login(body: Record<string, unknown>) {
  return t.call(accountApi.login, { body });
}

function loginBody(phone: string, password: string, extra: Record<string, unknown> = {}) {
  return { phone, clientId: `client-${phone}`, kickOff: 0, ...t.encrypted(phone, password), ...extra };
}

async function failureCount(phone: string): Promise<number> {
  const [row] = await t.database.db.select().from(loginFailures).where(eq(loginFailures.phone, phone));
  return row?.count ?? 0;
}

describe('login', () => {
  it('logs the demo master in with an encrypted password', async () => {
    const { status, body } = await login(loginBody(MASTER_PHONE, 'demo1234', { kickOff: 1 }));
    expect(status).toBe(200);
    expect(body.code).toBe(0);
    const row = body.result.rows[0];
    expect(row.member).toEqual({
      id: expect.any(Number),
      surname: '演示管理员',
      headPhoto: '',
      bindStatus: 0,
      master: 1,
      privilege: 255,
      mustChangePassword: 0,
    });
    expect(row.business).toEqual({ id: DEMO_BUSINESS_ID, name: '演示企业', status: 0 });
    expect(row.token.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(row.token.expires_in).toBe(120 * 60);
    // The demo master is agent 8001 (spec section 3: the login answers the agent).
    expect(row.agent).toEqual({ dn: '8001', dnCode: '8001' });
    expect(row.account).toEqual({ id: row.member.id, headPhoto: '' });
  });

  it('returns a member with master 0 and the member privilege, and no agent', async () => {
    const row = await t.login(MEMBER_PHONE);
    expect(row.member).toMatchObject({ surname: '演示成员', master: 0, privilege: 0 });
    expect(row.agent).toBeNull();
  });

  it('stores only a hash of the token', async () => {
    const row = await t.login(MASTER_PHONE);
    const stored = await t.database.db.select({ tokenHash: sessions.tokenHash }).from(sessions);
    expect(stored.map((s) => s.tokenHash)).not.toContain(row.token.access_token);
    expect(stored.every((s) => /^[0-9a-f]{64}$/.test(s.tokenHash))).toBe(true);
  });

  it.each([
    [{ password: 'x', clientId: 'c' }, ErrorCode.ParamRequired, '手机号不能为空'],
    [{ phone: '', password: 'x', clientId: 'c' }, ErrorCode.ParamRequired, '手机号不能为空'],
    [{ phone: '   ', password: 'x', clientId: 'c' }, ErrorCode.ParamRequired, '手机号不能为空'],
    [{ phone: '12345678901', password: 'x', clientId: 'c' }, ErrorCode.ParamInvalid, '手机号格式错误'],
    [{ phone: 13800000000, password: 'x', clientId: 'c' }, ErrorCode.ParamInvalid, '手机号格式错误'],
    [{ phone: MASTER_PHONE, clientId: 'c' }, ErrorCode.ParamRequired, '密码不能为空'],
    [{ phone: MASTER_PHONE, password: '', clientId: 'c' }, ErrorCode.ParamRequired, '密码不能为空'],
    [
      { phone: MASTER_PHONE, password: 'x', clientId: 'x'.repeat(65) },
      ErrorCode.ParamInvalid,
      '客户端标识不能超过64个字符',
    ],
    [{ phone: MASTER_PHONE, password: 'x', clientId: 'c', kickOff: 2 }, ErrorCode.ParamInvalid, '强制登录格式错误'],
    [{ phone: MASTER_PHONE, password: 'x', clientId: 'c', kickOff: '' }, ErrorCode.ParamRequired, '强制登录不能为空'],
    [
      { phone: MASTER_PHONE, password: 'x', clientId: 'c', timestamp: 'yesterday' },
      ErrorCode.ParamInvalid,
      '时间戳格式错误',
    ],
  ])('rejects %j with %i %s and writes nothing', async (body, code, message) => {
    const sessionsBefore = await countRows(t.database, sessions);
    const failuresBefore = await countRows(t.database, loginFailures);
    const { status, body: answer } = await login(body);
    expect(status).toBe(200);
    expect(answer).toEqual({ code, message, messageExt: message, result: { rows: [], totalCount: 0 } });
    expect(await countRows(t.database, sessions)).toBe(sessionsBefore);
    expect(await countRows(t.database, loginFailures)).toBe(failuresBefore);
  });

  it('answers 100002 for a missing or stale timestamp while encryption is on', async () => {
    const phone = MASTER_PHONE;
    const missing = await login({ phone, password: 'demo1234', clientId: 'c' });
    expect(missing.body).toMatchObject({ code: ErrorCode.StaleTimestamp, message: '请求已过期，请刷新页面后重试' });
    const body = loginBody(phone, 'demo1234', { kickOff: 1 });
    t.clock.advance(limits.passwordTimestampSkewMs + 1000);
    expect((await login(body)).body.code).toBe(ErrorCode.StaleTimestamp);
    expect(await failureCount(phone)).toBe(0);
  });

  it('counts a password that does not decrypt as a wrong password', async () => {
    const phone = '13700000001';
    await createMember(t.database, { phone });
    const { body } = await login({
      phone,
      password: 'bm90IGEgY2lwaGVy',
      clientId: 'c',
      timestamp: t.clock.timestamp(),
    });
    expect(body).toMatchObject({ code: ErrorCode.WrongPassword, message: '请输入正确的密码' });
    expect(await failureCount(phone)).toBe(1);
  });

  it('answers 200006 for an unknown phone and counts it', async () => {
    const { body } = await login(loginBody('13700009999', 'demo1234'));
    expect(body).toMatchObject({ code: ErrorCode.PhoneNotRegistered, message: '该手机号码未注册' });
    expect(await failureCount('13700009999')).toBe(1);
  });

  it('requires the captcha from the third failure on, and consumes it on any attempt', async () => {
    const phone = '13700000002';
    const clientId = `client-${phone}`;
    await createMember(t.database, { phone });
    for (let i = 1; i <= 3; i++) {
      expect((await login(loginBody(phone, 'wrong-pass'))).body.code).toBe(ErrorCode.WrongPassword);
      expect(await failureCount(phone)).toBe(i);
    }
    // Even the right password needs the captcha now.
    const noCaptcha = await login(loginBody(phone, 'demo1234'));
    expect(noCaptcha.body).toMatchObject({ code: ErrorCode.TooManyLoginFailures, message: '连续登录失败次数超过限制' });
    expect(await failureCount(phone)).toBe(3);

    const text = await freshCaptcha(t, clientId, '0');
    const wrongCaptcha = await login(loginBody(phone, 'demo1234', { verifyCode: text === 'AAAA' ? 'CCCC' : 'AAAA' }));
    expect(wrongCaptcha.body).toMatchObject({ code: ErrorCode.WrongLoginCaptcha, message: '图片验证码错误' });
    expect(await failureCount(phone)).toBe(4);
    // The wrong attempt used the captcha up: its right text no longer works either.
    const reused = await login(loginBody(phone, 'demo1234', { verifyCode: text }));
    expect(reused.body.code).toBe(ErrorCode.WrongLoginCaptcha);

    const next = await freshCaptcha(t, clientId, '0');
    const ok = await login(loginBody(phone, 'demo1234', { verifyCode: next.toLowerCase() }));
    expect(ok.body.code).toBe(0);
    expect(await failureCount(phone)).toBe(0);
  });

  it('forgets failures older than the window', async () => {
    const phone = '13700000003';
    await createMember(t.database, { phone });
    for (let i = 0; i < 3; i++) await login(loginBody(phone, 'wrong-pass'));
    t.clock.advance(limits.loginFailureWindowMs + 1000);
    const { body } = await login(loginBody(phone, 'demo1234'));
    expect(body.code).toBe(0);
  });

  it('answers 200008 for a disabled member or enterprise, after checking the password', async () => {
    const { user } = await createMember(t.database, { phone: '13700000004' });
    await t.database.db.update(users).set({ disabled: true }).where(eq(users.id, user.id));
    expect((await login(loginBody('13700000004', 'wrong-pass'))).body.code).toBe(ErrorCode.WrongPassword);
    expect((await login(loginBody('13700000004', 'demo1234'))).body).toMatchObject({
      code: ErrorCode.NoPermission,
      message: '权限不足',
    });

    const other = await createMember(t.database, { phone: '13700000005' });
    await t.database.db.update(businesses).set({ disabled: true }).where(eq(businesses.id, other.business.id));
    expect((await login(loginBody('13700000005', 'demo1234'))).body.code).toBe(ErrorCode.NoPermission);
  });

  it('asks before replacing a live session, and kick-off ends the old one with 709004', async () => {
    const phone = '13700000006';
    const { business } = await createMember(t.database, { phone });
    const first = await login(loginBody(phone, 'demo1234'));
    expect(first.body.code).toBe(0);
    const oldToken = first.body.result.rows[0].token.access_token;

    // Two failures first, so the failure reset after 200002 is visible.
    await login(loginBody(phone, 'wrong-pass'));
    await login(loginBody(phone, 'wrong-pass'));
    const elsewhere = await login(loginBody(phone, 'demo1234'));
    expect(elsewhere.body).toMatchObject({ code: ErrorCode.LoggedInElsewhere, message: '您的账号已在其他电脑登录' });
    expect(await failureCount(phone)).toBe(0);
    // The old session still works until the person confirms.
    const stillThere = await t.call(accountApi.queryAccountInfo, { token: oldToken, businessId: business.id });
    expect(stillThere.body.code).toBe(0);

    const second = await login(loginBody(phone, 'demo1234', { kickOff: 1 }));
    expect(second.body.code).toBe(0);
    const newToken = second.body.result.rows[0].token.access_token;
    const old = await t.call(accountApi.queryAccountInfo, { token: oldToken, businessId: business.id });
    expect(old.body).toMatchObject({ code: ErrorCode.TokenReplaced, message: '您的账号已在其它地方登录' });
    const fresh = await t.call(accountApi.queryAccountInfo, { token: newToken, businessId: business.id });
    expect(fresh.body.code).toBe(0);
  });

  it('does not ask about an expired session', async () => {
    const phone = '13700000007';
    await createMember(t.database, { phone });
    expect((await login(loginBody(phone, 'demo1234'))).body.code).toBe(0);
    t.clock.advance(121 * 60_000);
    expect((await login(loginBody(phone, 'demo1234'))).body.code).toBe(0);
  });
});

describe('login without password encryption', () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await createTestApp({ config: { passwordEncrypt: false } });
  });
  afterAll(() => plain.close());

  it('takes the password as typed and needs no timestamp', async () => {
    const ok = await plain.call(accountApi.login, {
      body: { phone: MASTER_PHONE, password: 'demo1234', clientId: 'c', kickOff: 1 },
    });
    expect(ok.body.code).toBe(0);
    const wrong = await plain.call(accountApi.login, {
      body: { phone: MASTER_PHONE, password: 'demo12345', clientId: 'c', kickOff: 1 },
    });
    expect(wrong.body.code).toBe(ErrorCode.WrongPassword);
  });
});
