import { accountApi, businessApi, ErrorCode, type LoginResult, type SdkLogEntry, sdkApi } from '@console/contracts';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessConfigs, businesses, sdkLogs, sessions, users } from '../../db/schema/index.ts';
import { countRows, createAgentMember, createMember } from '../../test/fixtures.ts';
import {
  createTestApp,
  DEMO_BUSINESS_ID,
  DEMO_PASSWORD,
  MASTER_PHONE,
  MEMBER_PHONE,
  type TestApp,
} from '../../test/test-app.ts';
import {
  type AgentPresence,
  ExtensionRegistry,
  type OutboundCall,
  type PlacedCall,
  type Telephony,
} from '../telephony/telephony.ts';

/** The demo enterprise's outbound lines in service (seeded numbers of types 2 and 3, status 1). */
const DEMO_LINES = ['02160001002', '02160001003'];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function sdkLogin(phone: string, password = DEMO_PASSWORD) {
  return t.call(sdkApi.login, { body: { phone, ...t.encrypted(phone, password) } });
}

async function sdkToken(phone: string): Promise<string> {
  const { body } = await sdkLogin(phone);
  if (body.code !== '0') throw new Error(`sdk login of ${phone} failed: ${JSON.stringify(body)}`);
  return body.result.rows[0].token.access_token;
}

function entry(overrides: Partial<SdkLogEntry> = {}): SdkLogEntry {
  return { time: t.clock.now().getTime(), level: 'INFO', module: 'phone', msg: '软电话已打开', ...overrides };
}

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

describe('makeCall', () => {
  const call = { phoneNum: '13912345678', lineNum: DEMO_LINES[0] };

  it('validates the numbers, naming the field', async () => {
    const token = await sdkToken(MASTER_PHONE);
    const answer = async (body: unknown) => (await t.call(sdkApi.makeCall, { token, body })).body;
    expect(await answer({ lineNum: call.lineNum })).toMatchObject({
      code: ErrorCode.ParamRequired,
      message: '被叫号码不能为空',
    });
    expect(await answer({ ...call, phoneNum: '139-1234' })).toMatchObject({
      code: ErrorCode.ParamInvalid,
      message: '被叫号码格式错误',
    });
    expect(await answer({ phoneNum: call.phoneNum })).toMatchObject({
      code: ErrorCode.ParamRequired,
      message: '外显号码不能为空',
    });
    expect(await answer({ ...call, lineNum: '0216000100x' })).toMatchObject({
      code: ErrorCode.ParamInvalid,
      message: '外显号码格式错误',
    });
    // A reception-only number, and one of no line at all.
    for (const lineNum of ['4008001001', '4008001009', '12345']) {
      expect(await answer({ ...call, lineNum })).toMatchObject({
        code: ErrorCode.DisplayLineInvalid,
        message: '外显号码不可用',
      });
    }
  });

  it('needs a member with an extension', async () => {
    const member = (await t.login(MEMBER_PHONE)).token.access_token;
    expect((await t.call(sdkApi.makeCall, { token: member, body: call })).body).toMatchObject({
      code: ErrorCode.AgentDnNotFound,
      message: '未找到对应分机号',
    });
    const operator = await t.innerLogin();
    const byOperator = await t.call(sdkApi.makeCall, { token: operator.token.access_token, body: call });
    expect(byOperator.body.code).toBe(ErrorCode.AgentDnNotFound);
  });

  it('needs the enterprise to have the agent function', async () => {
    const token = await sdkToken(MASTER_PHONE);
    const operator = (await t.innerLogin()).token.access_token;
    const setAgentFunction = async (agent: boolean) =>
      expect(
        (
          await t.call(businessApi.saveBusinessConfig, {
            token: operator,
            businessId: DEMO_BUSINESS_ID,
            body: { key: 'function', value: { agent } },
          })
        ).body.code,
      ).toBe(0);
    await setAgentFunction(false);
    try {
      expect((await t.call(sdkApi.makeCall, { token, body: call })).body).toMatchObject({
        code: ErrorCode.AccessDenied,
      });
    } finally {
      await setAgentFunction(true);
    }
    expect((await t.call(sdkApi.makeCall, { token, body: call })).body.code).toBe(ErrorCode.AgentNotRegistered);
  });

  it('answers that the phone is not registered while the server has no SIP endpoint', async () => {
    const token = await sdkToken(MASTER_PHONE);
    const { body } = await t.call(sdkApi.makeCall, { token, body: { ...call, callRelationId: 'r-1', robotId: '7' } });
    expect(body).toMatchObject({
      code: ErrorCode.AgentNotRegistered,
      message: '坐席分机未注册，请先打开软电话',
      result: { rows: [] },
    });
  });
});

describe('makeCall through a telephony that has the extension registered', () => {
  class RecordingTelephony implements Telephony {
    readonly registry = new ExtensionRegistry();
    readonly placed: OutboundCall[] = [];
    isRegistered(agent: { businessId: number; dn: string }) {
      return this.registry.has(agent);
    }
    presence(agent: { businessId: number; dn: string }): AgentPresence {
      return { state: this.registry.has(agent) ? 'idle' : 'offline', idleSince: null };
    }
    async placeCall(outbound: OutboundCall): Promise<PlacedCall> {
      this.placed.push(outbound);
      return { agentLegUuid: 'leg-a', customerLegUuid: 'leg-b' };
    }
  }
  const telephony = new RecordingTelephony();
  let other: TestApp;
  beforeAll(async () => {
    other = await createTestApp({ telephony });
  });
  afterAll(() => other.close());

  it('answers the two leg uuids once the extension registers, and not after it unregisters', async () => {
    const phone = MASTER_PHONE;
    const login = await other.call(sdkApi.login, {
      body: { phone, ...other.encrypted(phone, DEMO_PASSWORD) },
    });
    const token = login.body.result.rows[0].token.access_token;
    const body = { phoneNum: '13912345678', lineNum: DEMO_LINES[1], callRelationId: 'r-2', appId: 'app', prefix: '9' };
    expect((await other.call(sdkApi.makeCall, { token, body })).body.code).toBe(ErrorCode.AgentNotRegistered);

    const unregister = telephony.registry.register({ businessId: DEMO_BUSINESS_ID, dn: '8001' });
    const placed = await other.call(sdkApi.makeCall, { token, body });
    expect(placed.body).toMatchObject({ code: '0', result: { rows: [{ uuid_aleg: 'leg-a', uuid_bleg: 'leg-b' }] } });
    expect(telephony.placed).toEqual([
      {
        agent: { businessId: DEMO_BUSINESS_ID, userId: expect.any(Number), dn: '8001' },
        phoneNum: '13912345678',
        lineNum: DEMO_LINES[1],
        callRelationId: 'r-2',
        robotId: undefined,
        appId: 'app',
        prefix: '9',
      },
    ]);
    // The same extension number in another enterprise is another phone.
    expect(telephony.isRegistered({ businessId: DEMO_BUSINESS_ID + 1, dn: '8001' })).toBe(false);

    unregister();
    expect((await other.call(sdkApi.makeCall, { token, body })).body.code).toBe(ErrorCode.AgentNotRegistered);
  });
});
