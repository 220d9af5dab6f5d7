import {
  accountApi,
  businessApi,
  type Endpoint,
  ErrorCode,
  type LoginResult,
  menuApi,
  userApi,
} from '@console/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../test/fixtures.ts';
import { createTestApp, DEMO_BUSINESS_ID, MASTER_PHONE, MEMBER_PHONE, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let master: LoginResult;
let member: LoginResult;
let operator: LoginResult;
beforeAll(async () => {
  t = await createTestApp();
  master = await t.login(MASTER_PHONE);
  member = await t.login(MEMBER_PHONE);
  operator = await t.innerLogin();
});
afterAll(() => t.close());

const tokenOf = (who: LoginResult) => who.token.access_token;

function call<E extends Endpoint>(endpoint: E, who: LoginResult, body?: unknown) {
  return t.call(endpoint, { token: tokenOf(who), businessId: DEMO_BUSINESS_ID, body: body ?? {} });
}

async function menuKeys(who: LoginResult): Promise<string[]> {
  const { body } = await call(menuApi.queryMenuList, who);
  expect(body.code).toBe(0);
  return body.result.rows.map((group) => group.key);
}

async function settingPages(who: LoginResult): Promise<string[]> {
  const { body } = await call(menuApi.queryMenuList, who);
  return body.result.rows.find((group) => group.key === 'setting')?.pages.map((page) => page.path) ?? [];
}

async function setPrivilege(privilege: number) {
  const { body } = await call(userApi.updateUser, operator, { phone: MEMBER_PHONE, privilege });
  expect(body.code).toBe(0);
}

describe('business permissions', () => {
  it('opens every menu and function of the demo enterprise, for a newcomer to see every page', async () => {
    const seeded = await call(businessApi.queryBusinessConfig, master);
    expect(seeded.body.result.rows).toEqual([
      { key: 'agent', value: '{"count":10}' },
      { key: 'function', value: '{"agent":true,"monitor":true,"transcript":true,"wxPush":true}' },
      { key: 'menu', value: '{"ai":true,"openapi":true,"fee":true,"monitor":true}' },
    ]);
    expect(await menuKeys(master)).toEqual([
      'report',
      'speech',
      'knowledge',
      'task',
      'reception',
      'team',
      'capability',
      'customer',
      'setting',
    ]);
    expect(await settingPages(master)).toContain('/setting/recharge');
  });

  it("merges an enterprise's stored rows over the defaults for the menu list", async () => {
    const { business } = await createMember(t.database, { phone: '13700000078' });
    const fresh = await t.login('13700000078');
    const platform = await t.innerLogin(business.id);
    const as = (who: LoginResult) => ({ token: tokenOf(who), businessId: business.id });
    const keysOf = async () =>
      (await t.call(menuApi.queryMenuList, { ...as(fresh), body: {} })).body.result.rows.map((group) => group.key);
    const save = (value: unknown) =>
      t.call(businessApi.saveBusinessConfig, { ...as(platform), body: { key: 'menu', value } });
    expect((await t.call(businessApi.queryBusinessConfig, { ...as(fresh), body: {} })).body.result.rows).toEqual([]);
    expect(await keysOf()).toEqual(['report', 'speech', 'knowledge', 'task', 'team', 'customer', 'setting']);

    expect((await save('{"ai":true}')).body.code).toBe(0);
    expect(await keysOf()).toContain('reception');
    expect(await keysOf()).not.toContain('capability');

    // An object value is stored as its JSON text; the merge keeps the defaults of other flags.
    await save({ ai: false, openapi: true });
    const rows = (await t.call(businessApi.queryBusinessConfig, { ...as(fresh), body: {} })).body.result.rows;
    expect(rows).toEqual([{ key: 'menu', value: '{"ai":false,"openapi":true}' }]);
    const keys = await keysOf();
    expect(keys).toContain('capability');
    expect(keys).not.toContain('reception');

    const pages = async () =>
      (await t.call(menuApi.queryMenuList, { ...as(fresh), body: {} })).body.result.rows
        .find((group) => group.key === 'setting')
        ?.pages.map((page) => page.path);
    expect(await pages()).not.toContain('/setting/recharge');
    await save('{"fee":true}');
    expect(await pages()).toContain('/setting/recharge');
  });

  it('keeps the work-time bounds of the task dialog (__calltime) as given', async () => {
    const value = '[{"begin":"08:00","end":"12:00"},{"begin":"12:00","end":"24:00"}]';
    expect((await call(businessApi.saveBusinessConfig, operator, { key: '__calltime', value })).body.code).toBe(0);
    const rows = (await call(businessApi.queryBusinessConfig, member)).body.result.rows;
    expect(rows).toContainEqual({ key: '__calltime', value });
  });

  it('refuses a value that is not JSON', async () => {
    const { body } = await call(businessApi.saveBusinessConfig, operator, { key: 'menu', value: '{ai' });
    expect(body).toMatchObject({ code: ErrorCode.ParamInvalid, message: '配置值必须为JSON' });
  });

  it.each([
    [{ key: 'evil', value: '{}' }, ErrorCode.ParamInvalid, '配置项不支持'],
    [{ value: '{}' }, ErrorCode.ParamRequired, '配置项不能为空'],
    [{ key: 'menu', value: '{"ai":"yes"}' }, ErrorCode.ParamInvalid, '配置值ai格式错误'],
    [{ key: 'menu', value: '{"ai":true,"admin":true}' }, ErrorCode.ParamInvalid, '配置值不支持admin'],
    [{ key: 'agent', value: '{"count":-1}' }, ErrorCode.ParamInvalid, '配置值count格式错误'],
    [{ key: 'function', value: '[true]' }, ErrorCode.ParamInvalid, '配置值格式错误'],
    [{ key: '__calltime', value: '[{"begin":"09:00","end":"12:00"}]' }, ErrorCode.ParamInvalid, '配置值格式错误'],
    [
      { key: '__calltime', value: '[{"begin":"09:15","end":"12:00"},{"begin":"13:00","end":"20:00"}]' },
      ErrorCode.ParamInvalid,
      '配置值格式错误',
    ],
  ])('stores only the defined keys and values, not %j', async (entry, code, message) => {
    const before = (await call(businessApi.queryBusinessConfig, operator)).body.result.rows;
    const { body } = await call(businessApi.saveBusinessConfig, operator, entry);
    expect(body).toMatchObject({ code, message });
    expect((await call(businessApi.queryBusinessConfig, operator)).body.result.rows).toEqual(before);
  });

  it('shows the flag-gated menus to everyone when the special switch is on', async () => {
    const special = await createTestApp({ config: { permissionSpecial: true } });
    try {
      const who = await special.login(MEMBER_PHONE);
      const { body } = await special.call(menuApi.queryMenuList, {
        token: who.token.access_token,
        businessId: DEMO_BUSINESS_ID,
        body: {},
      });
      const keys = body.result.rows.map((g) => g.key);
      expect(keys).toEqual(expect.arrayContaining(['reception', 'capability']));
      const setting = body.result.rows.find((g) => g.key === 'setting');
      expect(setting?.pages.map((p) => p.path)).toContain('/setting/recharge');
      const config = await special.app.inject({ method: 'GET', url: '/config/config.json' });
      expect(config.json().permission).toEqual({ special: true });
    } finally {
      await special.close();
    }
  });
});

describe('privileges', () => {
  it('hides 数据统计 and 团队管理 from a member with privilege 0 and refuses the team call', async () => {
    await setPrivilege(0);
    const keys = await menuKeys(member);
    expect(keys).not.toContain('report');
    expect(keys).not.toContain('team');
    const { body } = await call(userApi.queryUserList, member, { pageIndex: 1, pageSize: 10 });
    expect(body).toMatchObject({ code: ErrorCode.AccessDenied, message: '权限不足，请联系管理员' });
  });

  it('allows the team call with privilege 128 (bit 7) and 数据统计 with bit 6', async () => {
    await setPrivilege(128);
    expect(await menuKeys(member)).toContain('team');
    expect(await menuKeys(member)).not.toContain('report');
    const { body } = await call(userApi.queryUserList, member, {
      pageIndex: 1,
      pageSize: 1,
    });
    expect(body.code).toBe(0);
    expect(body.result.totalCount).toBe(2);
    expect(body.result.rows).toEqual([
      {
        id: expect.any(Number),
        phone: MASTER_PHONE,
        surname: '演示管理员',
        master: 1,
        privilege: 255,
        bindStatus: 0,
        role: 2,
        createTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      },
    ]);
    await setPrivilege(64);
    expect(await menuKeys(member)).toContain('report');
    expect(await menuKeys(member)).not.toContain('team');
  });

  it('refuses before validating the body', async () => {
    await setPrivilege(0);
    const { body } = await call(userApi.queryUserList, member, { pageIndex: 'x' });
    expect(body.code).toBe(ErrorCode.AccessDenied);
  });
});

describe('operator-only calls', () => {
  it('refuses the main account and a member with 100403', async () => {
    for (const who of [master, member]) {
      for (const [endpoint, body] of [
        [businessApi.saveBusinessConfig, { key: 'menu', value: '{"ai":true}' }],
        [businessApi.updateBusinessStatus, { status: 2 }],
      ] as const) {
        const answer = await call(endpoint, who, body);
        expect(answer.body).toMatchObject({ code: ErrorCode.AccessDenied, message: '权限不足，请联系管理员' });
      }
    }
  });

  it('lets the main account but not a member change privileges', async () => {
    const byMember = await call(userApi.updateUser, member, { phone: MEMBER_PHONE, privilege: 255 });
    expect(byMember.body.code).toBe(ErrorCode.AccessDenied);
    const byMaster = await call(userApi.updateUser, master, {
      phone: MEMBER_PHONE,
      privilege: 8,
      surname: '成员甲',
    });
    expect(byMaster.body.result.rows[0]).toMatchObject({ privilege: 8, surname: '成员甲' });
    const info = await call(accountApi.queryAccountInfo, member);
    expect(info.body.result.rows[0].user.privilege).toBe(8);
  });

  it('does not reach members of another business', async () => {
    await createMember(t.database, { phone: '13700000077' });
    const { body } = await call(userApi.updateUser, master, { phone: '13700000077', privilege: 1 });
    expect(body).toMatchObject({ code: ErrorCode.NotFound, message: '成员不存在' });
  });
});
