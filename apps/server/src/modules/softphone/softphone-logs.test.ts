import { ErrorCode, sdkApi } from '@console/contracts';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { businesses, sdkLogs } from '../../db/schema/index.ts';
import { countRows } from '../../test/fixtures.ts';
import { entry, sdkToken, softphoneApp, t } from '../../test/softphone.ts';
import { DEMO_BUSINESS_ID, MASTER_PHONE, MEMBER_PHONE } from '../../test/test-app.ts';

softphoneApp();

describe('log upload (flow)', () => {
  const base = { account: MASTER_PHONE, uuid: 'device-1', dn: '8001' };

  it('stores the entries with the session, device and extension', async () => {
    const token = await sdkToken(MASTER_PHONE);
    const before = await countRows(t.database, sdkLogs);
    const logs = [entry(), entry({ level: 'ERROR', module: 'sip', msg: '注册失败', data: { status: 403 } })];
    const { body } = await t.call(sdkApi.flow, { token, body: { ...base, logs } });
    expect(body).toMatchObject({ code: '0' });
    expect(await countRows(t.database, sdkLogs)).toBe(before + 2);
    const rows = await t.database.db
      .select()
      .from(sdkLogs)
      .where(eq(sdkLogs.deviceUuid, 'device-1'))
      .orderBy(asc(sdkLogs.id));
    expect(rows.slice(-2)).toEqual([
      expect.objectContaining({
        businessId: DEMO_BUSINESS_ID,
        userId: expect.any(Number),
        account: MASTER_PHONE,
        dn: '8001',
        time: new Date(logs[0].time),
        level: 'INFO',
        module: 'phone',
        msg: '软电话已打开',
        data: null,
        receivedAt: t.clock.now(),
      }),
      expect.objectContaining({ level: 'ERROR', module: 'sip', msg: '注册失败', data: { status: 403 } }),
    ]);
  });

  it('refuses bad uploads naming the field and writes nothing', async () => {
    const token = await sdkToken(MASTER_PHONE);
    const before = await countRows(t.database, sdkLogs);
    const refused = async (body: unknown) => (await t.call(sdkApi.flow, { token, body })).body;
    expect(await refused({ ...base, logs: Array.from({ length: 21 }, () => entry()) })).toMatchObject({
      code: ErrorCode.ParamInvalid,
      message: '日志条数不能超过20条',
    });
    expect(await refused({ ...base, logs: [entry(), { ...entry(), level: 'DEBUG' }] })).toMatchObject({
      code: ErrorCode.ParamInvalid,
      message: '日志级别格式错误',
    });
    expect(await refused({ uuid: 'device-1', dn: '8001', logs: [entry()] })).toMatchObject({
      code: ErrorCode.ParamRequired,
      message: '账号不能为空',
    });
    expect(await refused({ ...base })).toMatchObject({ code: ErrorCode.ParamRequired, message: '日志不能为空' });
    const { msg: _msg, ...noMsg } = entry();
    expect(await refused({ ...base, logs: [noMsg] })).toMatchObject({
      code: ErrorCode.ParamRequired,
      message: '日志内容不能为空',
    });
    expect(await refused({ ...base, logs: [entry({ time: 'soon' as unknown as number })] })).toMatchObject({
      code: ErrorCode.ParamInvalid,
      message: '日志时间必须为数字',
    });
    expect(await refused({ ...base, logs: [entry({ data: { text: 'x'.repeat(9000) } })] })).toMatchObject({
      code: ErrorCode.ParamInvalid,
      message: '日志数据不能超过8000个字符',
    });
    expect(await countRows(t.database, sdkLogs)).toBe(before);
    expect((await t.call(sdkApi.flow, { body: { ...base, logs: [entry()] } })).body.code).toBe(ErrorCode.TokenMissing);
  });

  it('refuses entries dated outside the recent window, and identities out of their formats', async () => {
    const token = await sdkToken(MASTER_PHONE);
    const before = await countRows(t.database, sdkLogs);
    const now = t.clock.now().getTime();
    const hour = 3_600_000;
    const refused = async (body: unknown) => (await t.call(sdkApi.flow, { token, body })).body;
    for (const time of [1000, now - 25 * hour, now + 2 * hour]) {
      expect(await refused({ ...base, logs: [entry(), entry({ time })] })).toMatchObject({
        code: ErrorCode.ParamInvalid,
        message: '日志时间格式错误',
      });
    }
    for (const [field, value, message] of [
      ['account', '<b>138</b>', '账号格式错误'],
      ['uuid', '<img src=x onerror=alert(1)>', '设备标识格式错误'],
      ['dn', '<b>8001</b>', '分机号格式错误'],
    ]) {
      expect(await refused({ ...base, [field]: value, logs: [entry()] })).toMatchObject({
        code: ErrorCode.ParamInvalid,
        message,
      });
    }
    expect(await countRows(t.database, sdkLogs)).toBe(before);
    const kept = [entry({ time: now - 23 * hour }), entry({ time: now + 30 * 60_000 })];
    expect((await t.call(sdkApi.flow, { token, body: { ...base, dn: '', logs: kept } })).body.code).toBe('0');
  });

  it('accepts exactly 20 entries', async () => {
    const token = await sdkToken(MASTER_PHONE);
    const before = await countRows(t.database, sdkLogs);
    const logs = Array.from({ length: 20 }, (_, i) => entry({ msg: `第${i + 1}条` }));
    expect((await t.call(sdkApi.flow, { token, body: { ...base, logs } })).body.code).toBe('0');
    expect(await countRows(t.database, sdkLogs)).toBe(before + 20);
  });
});

describe('log search (queryFlow)', () => {
  const device = 'device-search';
  const hour = 3_600_000;
  let token: string;
  let start: number;

  beforeAll(async () => {
    token = await sdkToken(MASTER_PHONE);
    start = t.clock.now().getTime();
    const logs = [
      entry({ time: start - 3 * hour, msg: '电话功能已启动', module: 'phone' }),
      entry({ time: start - 2 * hour, level: 'WARN', module: 'sip', msg: '注册刷新失败 100%_done' }),
      entry({ time: start - hour, level: 'ERROR', module: 'sip', msg: '注册失败', data: { status: 403 } }),
    ];
    const { body } = await t.call(sdkApi.flow, {
      token,
      body: { account: MASTER_PHONE, uuid: device, dn: '8001', logs },
    });
    expect(body.code).toBe('0');
    // Another enterprise's entry at the same time, which the demo enterprise must never see.
    const [other] = await t.database.db
      .insert(businesses)
      .values({ name: '另一企业', createdAt: new Date(start) })
      .returning();
    await t.database.db.insert(sdkLogs).values({
      businessId: other.id,
      account: MASTER_PHONE,
      deviceUuid: device,
      dn: '8001',
      time: new Date(start - hour),
      level: 'ERROR',
      module: 'sip',
      msg: '注册失败',
      receivedAt: new Date(start),
    });
  });

  const search = async (filters: object, who = token) =>
    (await t.call(sdkApi.queryFlow, { token: who, body: filters })).body;
  const range = () => ({ beginTime: start - 4 * hour, endTime: start });

  it("finds the enterprise's entries by device, level and words of the message, newest first", async () => {
    const all = await search({ ...range(), uuid: device });
    expect(all.code).toBe('0');
    expect(all.result?.totalCount).toBe(3);
    expect(all.result?.rows.map((row) => row.msg)).toEqual(['注册失败', '注册刷新失败 100%_done', '电话功能已启动']);
    expect(all.result?.rows[0]).toMatchObject({
      account: MASTER_PHONE,
      uuid: device,
      dn: '8001',
      level: 'ERROR',
      module: 'sip',
      data: { status: 403 },
      time: start - hour,
      receivedAt: start,
    });
    expect((await search({ ...range(), uuid: device, level: 'WARN' })).result?.totalCount).toBe(1);
    // The keyword's % and _ are literal characters, not patterns.
    expect((await search({ ...range(), keyword: '100%_' })).result?.rows.map((row) => row.msg)).toEqual([
      '注册刷新失败 100%_done',
    ]);
    expect((await search({ ...range(), keyword: '0%d' })).result?.totalCount).toBe(0);
    const narrow = await search({ uuid: device, beginTime: start - 2.5 * hour, endTime: start - 1.5 * hour });
    expect(narrow.result?.rows.map((row) => row.level)).toEqual(['WARN']);
    const paged = await search({ ...range(), uuid: device, pageIndex: 2, pageSize: 2 });
    expect(paged.result).toMatchObject({ totalCount: 3, rows: [expect.objectContaining({ msg: '电话功能已启动' })] });
  });

  it('is for the master and the operator, and refuses bad ranges naming the field', async () => {
    const member = (await t.login(MEMBER_PHONE)).token.access_token;
    expect((await search(range(), member)).code).toBe(ErrorCode.AccessDenied);
    const operator = (await t.innerLogin()).token.access_token;
    expect((await search({ ...range(), uuid: device }, operator)).result?.totalCount).toBe(3);
    expect(await search({ endTime: start })).toMatchObject({
      code: ErrorCode.ParamRequired,
      message: '开始时间不能为空',
    });
    expect(await search({ beginTime: start, endTime: start - 1 })).toMatchObject({
      code: ErrorCode.ParamInvalid,
      message: '结束时间不能早于开始时间',
    });
    expect(await search({ beginTime: start - 32 * 24 * hour, endTime: start })).toMatchObject({
      code: ErrorCode.ParamInvalid,
      message: '查询范围不能超过31天',
    });
    expect(await search({ ...range(), pageSize: 101 })).toMatchObject({ message: '每页条数不能超过100' });
  });
});
