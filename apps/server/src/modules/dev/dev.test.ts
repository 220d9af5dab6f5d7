import { accountApi, ErrorCode } from '@console/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

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
    await t.call(accountApi.sendSmsVerifyCode, { body: { phoneNumber: phone } });
    t.clock.advance(61_000);
    await t.call(accountApi.sendSmsVerifyCode, { body: { phoneNumber: phone } });
    await t.call(accountApi.sendSmsVerifyCode, { body: { phoneNumber: '13112345679' } });

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

describe('in production', () => {
  let production: TestApp;
  beforeAll(async () => {
    production = await createTestApp({ config: { production: true } });
  });
  afterAll(() => production.close());

  it('the helpers do not exist', async () => {
    await production.call(accountApi.sendSmsVerifyCode, { body: { phoneNumber: '13112345670' } });
    for (const url of ['/dev/sms/outbox?phone=13112345670', '/dev/captcha?clientId=x&type=0']) {
      const { status, body } = await dev(production, url);
      expect(status).toBe(404);
      expect(body.code).toBe(ErrorCode.NotFound);
    }
  });
});
