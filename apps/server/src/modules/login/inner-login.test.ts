import { accountApi, ErrorCode } from '@console/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/index.ts';
import { countRows, createMember } from '../../test/fixtures.ts';
import { createTestApp, DEMO_BUSINESS_ID, MEMBER_PHONE, OPERATOR_PHONE, type TestApp } from '../../test/test-app.ts';

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
