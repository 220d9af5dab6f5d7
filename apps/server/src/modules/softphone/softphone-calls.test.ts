import { businessApi, ErrorCode, sdkApi } from '@console/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LINES, sdkToken, softphoneApp, t } from '../../test/softphone.ts';
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

softphoneApp();

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
