import { accountApi, ErrorCode } from '@console/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsCodes, smsOutbox } from '../../db/schema/index.ts';
import { countRows, createMember, freshCaptcha, lastSmsCode, sendRegisterSms } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

type Purpose = 'register' | 'reset';

/** The SMS button of either page, with whatever captcha answer and address the test gives. */
function sendSms(t: TestApp, purpose: Purpose, phone: string, proof: Record<string, string>, address?: string) {
  const headers = address ? { 'x-forwarded-for': address } : undefined;
  return purpose === 'register'
    ? t.call(accountApi.sendSmsVerifyCode, { body: { phoneNumber: phone, ...proof }, headers })
    : t.call(accountApi.sendResetSmsCode, { body: { phone, ...proof }, headers });
}

const captchaType = (purpose: Purpose) => (purpose === 'register' ? '1' : '2');

describe('an SMS that carries a captcha needs it solved, of the page that asks for it', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each<[Purpose, string]>([
    ['register', '13611110001'],
    ['reset', '13611110002'],
  ])('%s: an unknown captcha or a wrong answer sends nothing', async (purpose, phone) => {
    if (purpose === 'reset') await createMember(t.database, { phone });
    const clientId = `proof-${phone}`;
    const before = await countRows(t.database, smsCodes);

    const unknown = await sendSms(t, purpose, phone, { clientId: 'never-shown', imgCode: 'ACDE' });
    expect(unknown.body).toMatchObject({ code: ErrorCode.ImgCodeExpired, message: '图片验证码已过期' });
    const text = await freshCaptcha(t, clientId, captchaType(purpose));
    const wrong = await sendSms(t, purpose, phone, { clientId, imgCode: text === 'ACDE' ? 'ACDF' : 'ACDE' });
    expect(wrong.body).toMatchObject({ code: ErrorCode.WrongImgCode, message: '图片验证码错误' });
    // The wrong answer spent it: no second guess at the same image.
    const late = await sendSms(t, purpose, phone, { clientId, imgCode: text });
    expect(late.body.code).toBe(ErrorCode.ImgCodeExpired);

    expect(await countRows(t.database, smsCodes)).toBe(before);
    const solved = await sendSms(t, purpose, phone, {
      clientId,
      imgCode: await freshCaptcha(t, clientId, captchaType(purpose)),
    });
    expect(solved.body.code).toBe(0);
  });

  it('a reset SMS takes the reset captcha, not the registration one', async () => {
    const phone = '13611110003';
    await createMember(t.database, { phone });
    const imgCode = await freshCaptcha(t, 'proof-kinds', '1');
    expect((await sendSms(t, 'reset', phone, { clientId: 'proof-kinds', imgCode })).body.code).toBe(
      ErrorCode.ImgCodeExpired,
    );
  });

  it('one answer pays for one SMS; the registration of that phone accepts it once more', async () => {
    const phone = '13611110004';
    const clientId = 'proof-once';
    const imgCode = await freshCaptcha(t, clientId, '1');
    expect((await sendSms(t, 'register', phone, { clientId, imgCode })).body.code).toBe(0);
    const smsCode = await lastSmsCode(t, phone);
    t.clock.advance(60_000);
    expect((await sendSms(t, 'register', phone, { clientId, imgCode })).body.code).toBe(ErrorCode.ImgCodeExpired);

    const registered = await t.call(accountApi.register, {
      body: { phoneNum: phone, smsCode, imgCode, clientId, ...t.encrypted(phone, 'abc12345') },
    });
    expect(registered.body.code).toBe(0);
  });

  it('the captcha answered for one phone does not register another', async () => {
    const clientId = 'proof-other-phone';
    expect((await sendRegisterSms(t, '13611110005', clientId)).body.code).toBe(0);
    const dev = await t.app.inject({ method: 'GET', url: `/dev/captcha?clientId=${clientId}&type=1` });
    const imgCode: string = dev.json().result.rows[0].text;
    const other = '13611110006';
    expect((await sendRegisterSms(t, other, 'proof-other-phone-2')).body.code).toBe(0);
    const answer = await t.call(accountApi.register, {
      body: {
        phoneNum: other,
        smsCode: await lastSmsCode(t, other),
        imgCode,
        clientId,
        ...t.encrypted(other, 'abc12345'),
      },
    });
    expect(answer.body).toMatchObject({ code: ErrorCode.ImgCodeExpired, message: '图片验证码已过期' });
  });
});

describe('SMS sends per client address and day', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Behind a proxy, so each request may name its own client address.
    t = await createTestApp({ config: { trustProxy: true } });
  });
  afterAll(() => t.close());

  async function solvedSend(purpose: Purpose, phone: string, address: string) {
    const clientId = `cap-${phone}`;
    const imgCode = await freshCaptcha(t, clientId, captchaType(purpose));
    return sendSms(t, purpose, phone, { clientId, imgCode }, address);
  }

  it('one address gets 20 codes a day by default, registration and reset together', async () => {
    const resetPhone = '13711119999';
    await createMember(t.database, { phone: resetPhone });
    expect((await solvedSend('reset', resetPhone, '10.1.1.1')).body.code).toBe(0);
    const answers: (number | string)[] = [];
    for (let i = 0; i < 24; i++) {
      answers.push((await solvedSend('register', `137111100${String(i).padStart(2, '0')}`, '10.1.1.1')).body.code);
    }
    expect(answers.filter((code) => code === 0)).toHaveLength(19);
    const refused = await solvedSend('register', '13711110099', '10.1.1.1');
    expect(refused.body).toMatchObject({
      code: ErrorCode.SmsTooFrequent,
      message: '今日短信发送次数已达上限，请明天再试',
    });
    expect(await countRows(t.database, smsOutbox)).toBe(20);

    expect((await solvedSend('register', '13711110099', '10.1.1.2')).body.code).toBe(0);
    t.clock.advance(24 * 60 * 60_000);
    expect((await solvedSend('register', '13711110098', '10.1.1.1')).body.code).toBe(0);
  });

  it('is configurable', async () => {
    const strict = await createTestApp({
      config: {
        trustProxy: true,
        rateLimit: { loginMax: 100, registerMax: 100, smsMax: 100, smsDailyMax: 1, windowMs: 60_000 },
      },
    });
    try {
      const send = (phone: string) =>
        freshCaptcha(strict, `strict-${phone}`, '1').then((imgCode) =>
          sendSms(strict, 'register', phone, { clientId: `strict-${phone}`, imgCode }, '10.2.2.2'),
        );
      expect((await send('13711120001')).body.code).toBe(0);
      expect((await send('13711120002')).body.code).toBe(ErrorCode.SmsTooFrequent);
    } finally {
      await strict.close();
    }
  });
});
