import { accountApi, ErrorCode, limits, menuApi } from '@console/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, channelCodes, sessions, smsCodes, users } from '../../db/schema/index.ts';
import { countRows, freshCaptcha, lastSmsCode, sendRegisterSms } from '../../test/fixtures.ts';
import { createTestApp, MASTER_PHONE, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Everything a person has on screen right before pressing 注册. */
async function readyToRegister(phone: string, clientId = `reg-${phone}`) {
  expect((await sendRegisterSms(t, phone, clientId)).body.code).toBe(0);
  const smsCode = await lastSmsCode(t, phone);
  // The captcha answered for the SMS, still in its field.
  const imgCode = (await smsCaptchaOf(clientId)) ?? '';
  return { phoneNum: phone, smsCode, imgCode, clientId, ...t.encrypted(phone, 'abc12345') };
}

async function smsCaptchaOf(clientId: string): Promise<string | undefined> {
  const response = await t.app.inject({ method: 'GET', url: `/dev/captcha?clientId=${clientId}&type=1` });
  return response.json().result.rows[0]?.text;
}

function register(body: Record<string, unknown>) {
  return t.call(accountApi.register, { body });
}

async function writtenCounts() {
  return Promise.all([businesses, users, sessions].map((table) => countRows(t.database, table)));
}

describe('phoneCheck', () => {
  it.each([
    ['13812345678', 0, 'success'],
    ['1381234567', ErrorCode.InvalidPhone, '请输入有效的手机号'],
    ['23812345678', ErrorCode.InvalidPhone, '请输入有效的手机号'],
    [MASTER_PHONE, ErrorCode.PhoneRegistered, '手机号已注册'],
  ])('%s -> %i %s', async (phoneNumber, code, message) => {
    const { body } = await t.call(accountApi.phoneCheck, { body: { phoneNumber } });
    expect(body).toMatchObject({ code, message });
    if (code === 0) expect(body.result.rows).toEqual([{ registered: false }]);
  });

  it('names the missing field', async () => {
    const { body } = await t.call(accountApi.phoneCheck, { body: {} });
    expect(body).toMatchObject({ code: ErrorCode.ParamRequired, message: '手机号码不能为空' });
  });
});

describe('sendSmsVerifyCode', () => {
  it('sends a six-digit code through the simulator and stores only its hash', async () => {
    const phone = '13811110001';
    const { body } = await sendRegisterSms(t, phone);
    expect(body).toEqual({ code: 0, message: 'success', result: { rows: [], totalCount: 0 } });
    const outbox = await t.app.inject({ method: 'GET', url: `/dev/sms/outbox?phone=${phone}` });
    const [message] = outbox.json().result.rows;
    expect(message.content).toBe(`【智能外呼】您的验证码为${message.code}，5分钟内有效。`);
    expect(message.code).toMatch(/^\d{6}$/);
    const [stored] = await t.database.db.select().from(smsCodes).where(eq(smsCodes.phone, phone));
    expect(stored.purpose).toBe('register');
    expect(stored.codeHash).not.toContain(message.code);
    expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBe(limits.smsCodeTtlMs);
  });

  it('sends at most one code per phone every 60 seconds', async () => {
    const phone = '13811110002';
    expect((await sendRegisterSms(t, phone)).body.code).toBe(0);
    t.clock.advance(59_000);
    const again = await sendRegisterSms(t, phone);
    expect(again.body).toMatchObject({ code: ErrorCode.SmsTooFrequent, message: '短信发送频繁' });
    t.clock.advance(1_000);
    expect((await sendRegisterSms(t, phone)).body.code).toBe(0);
    expect(await countRows(t.database, smsCodes)).toBeGreaterThanOrEqual(2);
  });

  it.each([
    ['1381111', ErrorCode.InvalidPhone],
    [MASTER_PHONE, ErrorCode.PhoneRegistered],
  ])('%s -> %i without sending anything', async (phoneNumber, code) => {
    const before = await countRows(t.database, smsCodes);
    expect((await sendRegisterSms(t, phoneNumber)).body.code).toBe(code);
    expect(await countRows(t.database, smsCodes)).toBe(before);
  });
});

describe('verChannelCode', () => {
  it('accepts a valid channel code', async () => {
    const { body } = await t.call(accountApi.verChannelCode, { body: { code: 'demo' } });
    expect(body.code).toBe(0);
    expect(body.result.rows).toEqual([{ code: 'demo', name: '演示渠道' }]);
  });

  it('explains an unknown or withdrawn code in messageExt', async () => {
    await t.database.db.insert(channelCodes).values({ code: 'old', name: '旧渠道', valid: false });
    for (const code of ['nope', 'old']) {
      const { body } = await t.call(accountApi.verChannelCode, { body: { code } });
      expect(body).toEqual({
        code: ErrorCode.InvalidChannelCode,
        message: '渠道码无效',
        messageExt: '注册链接无效，请联系客服获取新的注册链接',
        result: { rows: [], totalCount: 0 },
      });
    }
  });
});

describe('register', () => {
  it('creates a new unverified enterprise with the phone as its main account and logs it in', async () => {
    const phone = '13811112222';
    const body = await readyToRegister(phone);
    const { body: answer } = await register({ ...body, channelCode: 'demo' });
    expect(answer.code).toBe(0);
    const result = answer.result.rows[0];
    expect(result.business).toEqual({ id: expect.any(Number), name: '企业2222', status: 0 });
    expect(result.business.id).toBeGreaterThanOrEqual(10001);
    expect(result.member).toMatchObject({ surname: phone, master: 1, privilege: 255, bindStatus: 0 });
    const info = await t.call(accountApi.queryAccountInfo, {
      token: result.token.access_token,
      businessId: result.business.id,
    });
    expect(info.body.code).toBe(0);
    // The new password works for a normal login.
    expect((await t.login(phone, 'abc12345')).business.id).toBe(result.business.id);
  });

  it('opens the payment page to the new enterprise, where its fee banner sends it', async () => {
    const { body: answer } = await register(await readyToRegister('13811120001'));
    const { token, business } = answer.result.rows[0];
    const menu = await t.call(menuApi.queryMenuList, { token: token.access_token, businessId: business.id });
    const settings = menu.body.result.rows.find((group) => group.key === 'setting');
    expect(settings?.pages.map((page) => page.path)).toContain('/setting/recharge');
  });

  it('hands out enterprise ids from 10001 upwards', async () => {
    const first = await register(await readyToRegister('13811113331'));
    const second = await register(await readyToRegister('13811113332'));
    const ids = [first.body.result.rows[0].business.id, second.body.result.rows[0].business.id];
    expect(ids[1]).toBe(ids[0] + 1);
    expect(Math.min(...ids)).toBeGreaterThan(10000);
  });

  it('checks the fields in form order and writes nothing when one fails', async () => {
    const phone = '13811114444';
    const ready = await readyToRegister(phone);
    const before = await writtenCounts();
    const otherCaptcha = ready.imgCode === 'AAAA' ? 'CCCC' : 'AAAA';
    const cases: [Record<string, unknown>, number, string][] = [
      [{ phoneNum: '1381111' }, ErrorCode.InvalidPhone, '请输入有效的手机号'],
      [t.encrypted(phone, 'abcdefgh'), ErrorCode.InvalidPassword, '密码格式不正确'],
      [t.encrypted(phone, 'abc 12345'), ErrorCode.InvalidPassword, '密码格式不正确'],
      [t.encrypted(phone, 'ab12'), ErrorCode.InvalidPassword, '密码格式不正确'],
      [{ password: 'garbage', timestamp: t.clock.timestamp() }, ErrorCode.InvalidPassword, '密码格式不正确'],
      [{ timestamp: undefined }, ErrorCode.StaleTimestamp, '请求已过期，请刷新页面后重试'],
      [{ clientId: 'never-shown' }, ErrorCode.ImgCodeExpired, '图片验证码已过期'],
      [{ imgCode: otherCaptcha }, ErrorCode.WrongImgCode, '图片验证码错误'],
    ];
    for (const [change, code, message] of cases) {
      const { body } = await register({ ...ready, imgCode: await freshCaptcha(t, ready.clientId, '1'), ...change });
      expect({ change, code: body.code, message: body.message }).toEqual({ change, code, message });
    }
    expect(await writtenCounts()).toEqual(before);
  });

  it('answers 330032 once the captcha was used or expired', async () => {
    const ready = await readyToRegister('13811115555');
    expect((await register({ ...ready, smsCode: '000000' === ready.smsCode ? '111111' : '000000' })).body.code).toBe(
      ErrorCode.WrongSmsCode,
    );
    expect((await register(ready)).body.code).toBe(ErrorCode.ImgCodeExpired);
    const imgCode = await freshCaptcha(t, ready.clientId, '1');
    t.clock.advance(limits.captchaTtlMs + 1);
    expect((await register({ ...ready, imgCode, ...t.encrypted(ready.phoneNum, 'abc12345') })).body.code).toBe(
      ErrorCode.ImgCodeExpired,
    );
  });

  it('answers 330033 without a live SMS code and 330031 for a wrong one', async () => {
    const phone = '13811116666';
    const noCode = { phoneNum: phone, smsCode: '123456', clientId: 'reg-nocode', ...t.encrypted(phone, 'abc12345') };
    const missing = await register({ ...noCode, imgCode: await freshCaptcha(t, 'reg-nocode', '1') });
    expect(missing.body).toMatchObject({ code: ErrorCode.SmsCodeExpired, message: '短信验证码已过期' });

    const ready = await readyToRegister(phone);
    const wrongCode = ready.smsCode === '999999' ? '999998' : '999999';
    const wrong = await register({ ...ready, smsCode: wrongCode });
    expect(wrong.body).toMatchObject({ code: ErrorCode.WrongSmsCode, message: '短信验证码错误' });

    t.clock.advance(limits.smsCodeTtlMs + 1);
    const expired = await register({
      ...ready,
      imgCode: await freshCaptcha(t, ready.clientId, '1'),
      ...t.encrypted(phone, 'abc12345'),
    });
    expect(expired.body.code).toBe(ErrorCode.SmsCodeExpired);
  });

  it('spends an SMS code after five wrong guesses', async () => {
    const ready = await readyToRegister('13811117777');
    const wrongCode = ready.smsCode === '999999' ? '999998' : '999999';
    for (let i = 0; i < 5; i++) {
      const attempt = await register({
        ...ready,
        imgCode: await freshCaptcha(t, ready.clientId, '1'),
        smsCode: wrongCode,
      });
      expect(attempt.body.code).toBe(ErrorCode.WrongSmsCode);
    }
    const right = await register({ ...ready, imgCode: await freshCaptcha(t, ready.clientId, '1') });
    expect(right.body.code).toBe(ErrorCode.SmsCodeExpired);
  });

  it('keeps the SMS code usable when a later check fails, and spends it on success', async () => {
    const ready = await readyToRegister('13811118888');
    const badChannel = await register({ ...ready, channelCode: 'nope' });
    expect(badChannel.body).toMatchObject({
      code: ErrorCode.InvalidChannelCode,
      messageExt: '注册链接无效，请联系客服获取新的注册链接',
    });
    const next = { ...ready, imgCode: await freshCaptcha(t, ready.clientId, '1') };
    expect((await register(next)).body.code).toBe(0);
    const again = await register({ ...next, imgCode: await freshCaptcha(t, ready.clientId, '1') });
    expect(again.body.code).toBe(ErrorCode.SmsCodeExpired);
  });

  it('answers 330023 for a phone registered after its code was sent', async () => {
    const phone = '13811119999';
    const ready = await readyToRegister(phone);
    const other = await readyToRegister('13811119998');
    expect((await register(other)).body.code).toBe(0);
    await t.database.db.update(users).set({ phone }).where(eq(users.phone, '13811119998'));
    expect((await register(ready)).body).toMatchObject({ code: ErrorCode.PhoneRegistered, message: '手机号已注册' });
  });

  it.each([
    ['phoneNum', '手机号码不能为空'],
    ['smsCode', '短信验证码不能为空'],
    ['imgCode', '图片验证码不能为空'],
    ['password', '密码不能为空'],
  ])('names the missing field %s', async (field, message) => {
    const body: Record<string, unknown> = {
      phoneNum: '13811110000',
      smsCode: '123456',
      imgCode: 'ABCD',
      password: 'x',
      clientId: 'c',
      timestamp: t.clock.timestamp(),
    };
    delete body[field];
    expect((await register(body)).body).toMatchObject({ code: ErrorCode.ParamRequired, message });
  });
});
