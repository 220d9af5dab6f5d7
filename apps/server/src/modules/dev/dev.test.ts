import { accountApi, ErrorCode, reportApi } from '@console/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendRegisterSms } from '../../test/fixtures.ts';
import { createTestApp, DEMO_BUSINESS_ID, MASTER_PHONE, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function dev(app: TestApp, url: string) {
  const response = await app.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() };
}

describe('development helpers', () => {
  it('/dev/sms/outbox lists the messages of one phone, newest first', async () => {
    const phone = '13112345678';
    await sendRegisterSms(t, phone);
    t.clock.advance(61_000);
    await sendRegisterSms(t, phone);
    await sendRegisterSms(t, '13112345679');

    const { body } = await dev(t, `/dev/sms/outbox?phone=${phone}`);
    expect(body.code).toBe(0);
    expect(body.result.rows).toHaveLength(2);
    const [newest, older] = body.result.rows;
    expect(newest).toEqual({
      phone,
      content: `【智能外呼】您的验证码为${newest.code}，5分钟内有效。`,
      code: expect.stringMatching(/^\d{6}$/),
      createdAt: expect.any(String),
    });
    expect(Date.parse(newest.createdAt) - Date.parse(older.createdAt)).toBe(61_000);
  });

  it('/dev/captcha shows the text of the captcha a browser was shown', async () => {
    expect((await dev(t, '/dev/captcha?clientId=dev-1&type=1')).body.result.rows).toEqual([]);
    await t.call(accountApi.createImgCode, { query: { clientId: 'dev-1', type: '1' } });
    const { body } = await dev(t, '/dev/captcha?clientId=dev-1&type=1');
    expect(body.result.rows).toEqual([{ text: expect.stringMatching(/^[A-Z0-9]{4}$/) }]);
  });

  it('names missing parameters', async () => {
    expect((await dev(t, '/dev/sms/outbox')).body).toMatchObject({
      code: ErrorCode.ParamRequired,
      message: '手机号不能为空',
    });
    expect((await dev(t, '/dev/captcha')).body).toMatchObject({
      code: ErrorCode.ParamRequired,
      message: '客户端标识不能为空',
    });
  });
});

describe('demo traffic for an enterprise', () => {
  async function traffic(payload: Record<string, unknown>) {
    const response = await t.app.inject({ method: 'POST', url: '/dev/traffic', payload });
    return { status: response.statusCode, body: response.json() };
  }

  it('writes calls through the real write path, so the report sees them', async () => {
    const token = (await t.login(MASTER_PHONE)).token.access_token;
    // The test clock's day and the six before it.
    const week = { beginTime: '20260224', endTime: '20260302', direction: 1 };
    const totalCall = async () => {
      const answer = await t.call(reportApi.indexStatistics, {
        token,
        businessId: DEMO_BUSINESS_ID,
        body: week,
      });
      return answer.body.result.rows[0].totalCall;
    };
    const before = await totalCall();
    const { body } = await traffic({ businessId: DEMO_BUSINESS_ID, days: 7, calls: 300, inboundShare: 0 });
    // Fewer than asked: the generator drops calls that would start in the last minutes before now.
    const { written } = body.result.rows[0];
    expect(written).toBeGreaterThan(200);
    expect(written).toBeLessThanOrEqual(300);
    expect((await totalCall()) - before).toBe(written);
  });

  it('refuses an unknown enterprise and bad numbers, naming the field', async () => {
    expect((await traffic({ businessId: 999_999 })).body).toMatchObject({
      code: ErrorCode.NotFound,
      message: '企业不存在',
    });
    const bad = await traffic({ businessId: 'x' });
    expect(bad.body.code).not.toBe(0);
    expect(bad.body.message).toContain('企业ID');
  });
});

describe('a member with a given privilege', () => {
  it('can log in and has exactly that privilege; a registered phone is refused', async () => {
    const add = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/dev/member', payload }).then((r) => r.json());
    const added = await add({ businessId: DEMO_BUSINESS_ID, phone: '13512345678', privilege: 64 });
    expect(added.code).toBe(0);
    const login = await t.login('13512345678');
    expect(login.member.privilege).toBe(64);
    expect(login.member.master).toBe(0);
    expect(await add({ businessId: DEMO_BUSINESS_ID, phone: '13512345678' })).toMatchObject({
      code: ErrorCode.PhoneRegistered,
    });
    expect((await add({ businessId: DEMO_BUSINESS_ID, phone: '123' })).message).toContain('手机号');
  });
});

describe('in production', () => {
  let production: TestApp;
  beforeAll(async () => {
    production = await createTestApp({ config: { production: true } });
  });
  afterAll(() => production.close());

  it('the helpers do not exist', async () => {
    await production.call(accountApi.sendSmsVerifyCode, { body: { phoneNumber: '13112345670' } });
    for (const url of ['/dev/traffic', '/dev/member']) {
      expect((await production.app.inject({ method: 'POST', url, payload: { businessId: 10000 } })).statusCode).toBe(
        404,
      );
    }
    for (const url of ['/dev/sms/outbox?phone=13112345670', '/dev/captcha?clientId=x&type=0']) {
      const { status, body } = await dev(production, url);
      expect(status).toBe(404);
      expect(body.code).toBe(ErrorCode.NotFound);
    }
    const traffic = await production.app.inject({
      method: 'POST',
      url: '/dev/traffic',
      payload: { businessId: 10000 },
    });
    expect(traffic.statusCode).toBe(404);
  });
});
