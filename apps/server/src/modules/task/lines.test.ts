import { type Endpoint, ErrorCode, type LoginResult, sdkApi, taskApi } from '@console/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calleeNumbers } from '../../db/schema/index.ts';
import { countRows, createAgentMember } from '../../test/fixtures.ts';
import { createTestApp, MASTER_PHONE, MEMBER_PHONE, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let operator: LoginResult;
let master: LoginResult;
beforeAll(async () => {
  t = await createTestApp();
  operator = await t.innerLogin();
  master = await t.login(MASTER_PHONE);
});
afterAll(() => t.close());

function as<E extends Endpoint>(who: LoginResult, endpoint: E, body: unknown = {}) {
  return t.call(endpoint, { token: who.token.access_token, businessId: who.business.id, body });
}

const lines = async (who = master) => (await as(who, taskApi.searchTel)).body.result.rows;

describe('searchTel', () => {
  it("answers the enterprise's outbound lines in service with name, concurrency, expiry and use", async () => {
    expect(await lines()).toEqual([
      {
        cpnCode: '02160001002',
        lineName: '上海外呼一线',
        concurrentName: '10路并发',
        concurrentShow: 10,
        concurrent: 10,
        expired: 0,
        used: 0,
        expireDate: '',
      },
      {
        cpnCode: '02160001003',
        lineName: '上海外呼二线',
        concurrentName: '5路并发',
        concurrentShow: 5,
        concurrent: 5,
        expired: 0,
        used: 0,
        expireDate: '',
      },
    ]);
    // Members read them too (the task dialog is theirs as well).
    expect(await lines(await t.login(MEMBER_PHONE))).toHaveLength(2);
  });

  it("shows no other enterprise's lines", async () => {
    const { user } = await createAgentMember(t.database, { phone: '13700000701', dn: '8001' });
    expect(user.businessId).not.toBe(master.business.id);
    expect(await lines(await t.login('13700000701'))).toEqual([]);
  });
});

describe('saveLine (platform operator)', () => {
  it('adds a line, changes its concurrency and name, and takes an expired line out of the softphone', async () => {
    const added = await as(operator, taskApi.saveLine, { cpnCode: '02160001009', concurrency: 3 });
    expect(added.body.code).toBe(0);
    expect(added.body.result.rows[0]).toMatchObject({ cpnCode: '02160001009', lineName: '', concurrent: 3 });
    const renamed = await as(operator, taskApi.saveLine, { cpnCode: '02160001009', lineName: '北京外呼' });
    expect(renamed.body.result.rows[0]).toMatchObject({ lineName: '北京外呼', concurrent: 3, expired: 0 });
    expect((await lines()).map((line) => line.cpnCode)).toContain('02160001009');

    // The test clock stands at 2026-03-02 10:00 in the report zone (UTC+8).
    const lastDay = await as(operator, taskApi.saveLine, { cpnCode: '02160001009', expireDate: '2026-03-02' });
    expect(lastDay.body.result.rows[0]).toMatchObject({ expired: 0, expireDate: '2026-03-02' });
    const gone = await as(operator, taskApi.saveLine, { cpnCode: '02160001009', expireDate: '20260301' });
    expect(gone.body.result.rows[0]).toMatchObject({ expired: 1, expireDate: '2026-03-01' });
    const sdk = await t.call(sdkApi.tokenLogin, {
      body: { businessId: master.business.id, token: master.token.access_token },
    });
    expect(sdk.body.result.rows[0].lines).toEqual(['02160001002', '02160001003']);

    const forever = await as(operator, taskApi.saveLine, { cpnCode: '02160001009', expireDate: '' });
    expect(forever.body.result.rows[0]).toMatchObject({ expired: 0, expireDate: '' });
    const off = await as(operator, taskApi.saveLine, { cpnCode: '02160001009', status: 0 });
    expect(off.body.code).toBe(0);
    expect((await lines()).map((line) => line.cpnCode)).not.toContain('02160001009');
  });

  it("is the operator's: the master is refused and nothing is written", async () => {
    const before = await countRows(t.database, calleeNumbers);
    const refused = await as(master, taskApi.saveLine, { cpnCode: '02160001010' });
    expect(refused.body.code).toBe(ErrorCode.AccessDenied);
    expect(await countRows(t.database, calleeNumbers)).toBe(before);
  });

  it.each([
    [{}, ErrorCode.ParamRequired, '线路号码不能为空'],
    [{ cpnCode: '0216abc' }, ErrorCode.ParamInvalid, '线路号码格式错误'],
    [{ cpnCode: '02160001011', concurrency: 0 }, ErrorCode.ParamInvalid, '并发数格式错误'],
    [{ cpnCode: '02160001011', concurrency: 1001 }, ErrorCode.ParamInvalid, '并发数不能超过1000'],
    [{ cpnCode: '02160001011', cpnType: 1 }, ErrorCode.ParamInvalid, '线路类型只能为2或3'],
    [{ cpnCode: '02160001011', expireDate: '2026-02-30' }, ErrorCode.ParamInvalid, '到期日期格式错误'],
  ])('refuses %j naming the field, writing nothing', async (body, code, message) => {
    const before = await countRows(t.database, calleeNumbers);
    expect((await as(operator, taskApi.saveLine, body)).body).toMatchObject({ code, message });
    expect(await countRows(t.database, calleeNumbers)).toBe(before);
  });
});
