import { accountApi, ErrorCode, type LoginResult, sdkApi } from '@console/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { businessConfigs, sessions, users } from '../../db/schema/index.ts';
import { createAgentMember, createMember } from '../../test/fixtures.ts';
import { DEMO_LINES, sdkLogin, sdkToken, softphoneApp, t } from '../../test/softphone.ts';
import { DEMO_BUSINESS_ID, MASTER_PHONE, MEMBER_PHONE } from '../../test/test-app.ts';

softphoneApp();

describe('password login', () => {
  it('answers code "0" with the agent extension and the display lines', async () => {
    const { status, body } = await sdkLogin(MASTER_PHONE);
    expect(status).toBe(200);
    expect(body.code).toBe('0');
    expect(body.result.rows).toEqual([
      {
        user: { phone: MASTER_PHONE },
        agent: { dn: '8001' },
        lines: DEMO_LINES,
        token: { access_token: expect.any(String) },
        business: { id: DEMO_BUSINESS_ID },
      },
    ]);
    // An ordinary console session: the token works on the console's services too.
    const info = await t.call(accountApi.queryAccountInfo, {
      token: body.result.rows[0].token.access_token,
      businessId: DEMO_BUSINESS_ID,
    });
    expect(info.body.code).toBe(0);
  });

  it('leaves the console session of the same member open', async () => {
    const console = await t.login(MASTER_PHONE);
    expect((await sdkLogin(MASTER_PHONE)).body.code).toBe('0');
    const info = await t.call(accountApi.queryAccountInfo, {
      token: console.token.access_token,
      businessId: DEMO_BUSINESS_ID,
    });
    expect(info.body.code).toBe(0);
  });

  it('refuses a member who is no agent, and keeps no session for them', async () => {
    const { body } = await sdkLogin(MEMBER_PHONE);
    expect(body).toMatchObject({ code: ErrorCode.AgentDnNotFound, message: '未找到对应分机号' });
    const [member] = await t.database.db.select().from(users).where(eq(users.phone, MEMBER_PHONE));
    const live = await t.database.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, member.id), isNull(sessions.revokedAt)));
    expect(live).toEqual([]);
  });

  it('waits for a member with the initial password to set their own', async () => {
    const phone = '13700000564';
    const { user } = await createAgentMember(t.database, { phone, dn: '8102' });
    await t.database.db.update(users).set({ mustChangePassword: true }).where(eq(users.id, user.id));
    expect((await sdkLogin(phone)).body).toMatchObject({ code: ErrorCode.InitialPasswordRequired });
  });

  it('refuses an agent of an enterprise without the agent function', async () => {
    const phone = '13700000563';
    const { business } = await createAgentMember(t.database, { phone, dn: '8101' });
    expect((await sdkLogin(phone)).body.code).toBe('0');
    await t.database.db
      .update(businessConfigs)
      .set({ value: JSON.stringify({ agent: false }) })
      .where(eq(businessConfigs.businessId, business.id));
    expect((await sdkLogin(phone)).body).toMatchObject({ code: ErrorCode.AgentFunctionOff });
  });

  it('refuses a wrong password, an unknown phone and a missing field with numeric codes', async () => {
    expect((await sdkLogin(MASTER_PHONE, 'wrong1234')).body).toMatchObject({
      code: ErrorCode.WrongPassword,
      message: '请输入正确的密码',
      result: { rows: [] },
    });
    expect((await sdkLogin('13700000555')).body).toMatchObject({ code: ErrorCode.PhoneNotRegistered });
    const missing = await t.call(sdkApi.login, { body: { password: 'x', timestamp: t.clock.timestamp() } });
    expect(missing.body).toMatchObject({ code: ErrorCode.ParamRequired, message: '手机号不能为空' });
    const stale = await t.call(sdkApi.login, { body: { phone: MASTER_PHONE, password: 'x' } });
    expect(stale.body).toMatchObject({ code: ErrorCode.StaleTimestamp });
  });

  it('stops after repeated failures, since the softphone cannot show the captcha', async () => {
    const phone = '13700000561';
    await createMember(t.database, { phone });
    for (let i = 0; i < 3; i++) expect((await sdkLogin(phone, 'wrong1234')).body.code).toBe(ErrorCode.WrongPassword);
    expect((await sdkLogin(phone)).body).toMatchObject({ code: ErrorCode.TooManyLoginFailures });
  });
});

describe('token login', () => {
  it('answers the same token for a session of that business', async () => {
    const console = await t.login(MASTER_PHONE);
    const token = console.token.access_token;
    const { body } = await t.call(sdkApi.tokenLogin, { body: { businessId: DEMO_BUSINESS_ID, token } });
    expect(body.code).toBe('0');
    expect(body.result.rows).toEqual([
      {
        user: { phone: MASTER_PHONE },
        agent: { dn: '8001' },
        lines: DEMO_LINES,
        token: { access_token: token },
        business: { id: DEMO_BUSINESS_ID },
      },
    ]);
    // A business id sent as text, as query-string style clients do.
    const asText = await t.call(sdkApi.tokenLogin, { body: { businessId: String(DEMO_BUSINESS_ID), token } });
    expect(asText.body.code).toBe('0');
  });

  it('refuses the token of another business and an unknown token', async () => {
    const { business } = await createMember(t.database, { phone: '13700000562' });
    const other = await t.login('13700000562');
    const mismatch = await t.call(sdkApi.tokenLogin, {
      body: { businessId: DEMO_BUSINESS_ID, token: other.token.access_token },
    });
    expect(mismatch.body).toMatchObject({ code: ErrorCode.BusinessMismatch });
    const own = await t.call(sdkApi.tokenLogin, {
      body: { businessId: business.id, token: other.token.access_token },
    });
    // Its own enterprise has no agent function.
    expect(own.body).toMatchObject({ code: ErrorCode.AgentFunctionOff });
    const unknown = await t.call(sdkApi.tokenLogin, { body: { businessId: DEMO_BUSINESS_ID, token: 'nope' } });
    expect(unknown.body).toMatchObject({ code: ErrorCode.TokenUnknown });
    const missing = await t.call(sdkApi.tokenLogin, { body: { businessId: DEMO_BUSINESS_ID } });
    expect(missing.body).toMatchObject({ code: ErrorCode.ParamRequired, message: '登录令牌不能为空' });
  });

  it('refuses an inner-login session, which has no extension', async () => {
    const operator: LoginResult = await t.innerLogin();
    const { body } = await t.call(sdkApi.tokenLogin, {
      body: { businessId: DEMO_BUSINESS_ID, token: operator.token.access_token },
    });
    expect(body).toMatchObject({ code: ErrorCode.AgentDnNotFound });
  });
});

describe('logout', () => {
  it('ends the session for the softphone and the console', async () => {
    const token = await sdkToken(MASTER_PHONE);
    expect((await t.call(sdkApi.logout, { token })).body).toMatchObject({ code: '0', result: { rows: [] } });
    expect((await t.call(accountApi.queryAccountInfo, { token, businessId: DEMO_BUSINESS_ID })).body.code).toBe(
      ErrorCode.TokenUnknown,
    );
    const again = await t.call(sdkApi.tokenLogin, { body: { businessId: DEMO_BUSINESS_ID, token } });
    expect(again.body.code).toBe(ErrorCode.TokenUnknown);
    expect((await t.call(sdkApi.logout)).body.code).toBe(ErrorCode.TokenMissing);
  });
});
