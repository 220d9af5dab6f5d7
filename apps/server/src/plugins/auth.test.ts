import { accountApi, ErrorCode } from '@console/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, operators, users } from '../db/schema/index.ts';
import { createMember } from '../test/fixtures.ts';
import { createTestApp, DEMO_BUSINESS_ID, MEMBER_PHONE, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function accountInfo(token: string | undefined, businessId: number | string = DEMO_BUSINESS_ID) {
  return t.call(accountApi.queryAccountInfo, { token, businessId });
}

describe('session codes', () => {
  it('709001 without a token', async () => {
    const { status, body } = await accountInfo(undefined);
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: ErrorCode.TokenMissing, message: '未登录或登录信息缺失' });
    expect((await accountInfo('   ')).body.code).toBe(ErrorCode.TokenMissing);
  });

  it('709002 for an unknown token and after logout', async () => {
    expect((await accountInfo('no-such-token')).body).toMatchObject({
      code: ErrorCode.TokenUnknown,
      message: '登录信息无效',
    });
    const { token } = await t.login(MEMBER_PHONE);
    const logout = await t.call(accountApi.logout, { token: token.access_token });
    expect(logout.body).toEqual({ code: 0, message: 'success', result: { rows: [], totalCount: 0 } });
    expect((await accountInfo(token.access_token)).body.code).toBe(ErrorCode.TokenUnknown);
    expect((await t.call(accountApi.logout, { token: token.access_token })).body.code).toBe(ErrorCode.TokenUnknown);
  });

  it('709003 after the idle time, which every call extends', async () => {
    const { token } = await t.login(MEMBER_PHONE);
    for (let i = 0; i < 3; i++) {
      t.clock.advance(100 * 60_000);
      expect((await accountInfo(token.access_token)).body.code).toBe(0);
    }
    t.clock.advance(120 * 60_000);
    expect((await accountInfo(token.access_token)).body).toMatchObject({
      code: ErrorCode.TokenExpired,
      message: '登录已过期',
    });
  });

  it('709005 once the member or the enterprise is disabled', async () => {
    const member = await createMember(t.database, { phone: '13600000001' });
    const { token } = await t.login('13600000001');
    await t.database.db.update(users).set({ disabled: true }).where(eq(users.id, member.user.id));
    const answer = await accountInfo(token.access_token, member.business.id);
    expect(answer.body).toMatchObject({ code: ErrorCode.AccountDisabled, message: '账号已被停用' });

    const other = await createMember(t.database, { phone: '13600000002' });
    const second = await t.login('13600000002');
    await t.database.db.update(businesses).set({ disabled: true }).where(eq(businesses.id, other.business.id));
    expect((await accountInfo(second.token.access_token, other.business.id)).body.code).toBe(ErrorCode.AccountDisabled);
  });

  it('709006 when the path names another enterprise', async () => {
    await createMember(t.database, { phone: '13600000003' });
    const { token, business } = await t.login('13600000003');
    expect(business.id).not.toBe(DEMO_BUSINESS_ID);
    const answer = await accountInfo(token.access_token, DEMO_BUSINESS_ID);
    expect(answer.body).toMatchObject({ code: ErrorCode.BusinessMismatch, message: '无权访问该企业的数据' });
    expect((await accountInfo(token.access_token, 'abc')).body.code).toBe(ErrorCode.BusinessMismatch);
    expect((await accountInfo(token.access_token, business.id)).body.code).toBe(0);
  });

  it('checks the token before reading the body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/uc/api/v1/account/${DEMO_BUSINESS_ID}/queryAccountInfo`,
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(response.json()).toMatchObject({ code: ErrorCode.TokenMissing });
  });
});

describe('queryAccountInfo', () => {
  it('describes the member behind the token', async () => {
    const { token } = await t.login(MEMBER_PHONE);
    const { body } = await accountInfo(token.access_token);
    expect(body.code).toBe(0);
    expect(body.result).toEqual({
      rows: [
        {
          user: {
            id: expect.any(Number),
            phone: MEMBER_PHONE,
            surname: '演示成员',
            headPhoto: '',
            bindStatus: 0,
            master: 0,
            privilege: 0,
            mustChangePassword: 0,
          },
          business: { id: DEMO_BUSINESS_ID, name: '演示企业', status: 0 },
          agent: null,
        },
      ],
      totalCount: 1,
    });
  });

  it('709005 for a disabled inner-login account', async () => {
    const login = await t.call(accountApi.speechSkillAdminLogin, {
      body: { account: '13900000000', businessId: DEMO_BUSINESS_ID, ...t.encrypted('13900000000', 'demo1234') },
    });
    const token = login.body.result.rows[0].token.access_token;
    expect((await accountInfo(token)).body.code).toBe(0);
    await t.database.db.update(operators).set({ disabled: true }).where(eq(operators.phone, '13900000000'));
    expect((await accountInfo(token)).body.code).toBe(ErrorCode.AccountDisabled);
    await t.database.db.update(operators).set({ disabled: false }).where(eq(operators.phone, '13900000000'));
  });
});
