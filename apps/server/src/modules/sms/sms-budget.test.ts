import { accountApi, ErrorCode } from '@console/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsCodes } from '../../db/schema/index.ts';
import { countRows, createMember, freshCaptcha } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { SMS_FREE_SENDS_PER_ADDRESS, SMS_FREE_SENDS_PER_PHONE, SMS_FREE_WINDOW_MS } from './codes.ts';

type Purpose = 'register' | 'reset';

/** The SMS button as the spec's pages send it: no captcha unless the server asked for one. */
function send(t: TestApp, purpose: Purpose, phone: string, address: string, proof: Record<string, string> = {}) {
  const headers = { 'x-forwarded-for': address };
  return purpose === 'register'
    ? t.call(accountApi.sendSmsVerifyCode, { body: { phoneNumber: phone, ...proof }, headers })
    : t.call(accountApi.sendResetSmsCode, { body: { phone, ...proof }, headers });
}

const asked = { code: ErrorCode.SmsCaptchaRequired, message: '短信发送频繁，请输入图片验证码' };

describe('SMS sends without a captcha, within a budget per address and per phone', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Behind a proxy, so each request may name its own client address.
    t = await createTestApp({ config: { trustProxy: true } });
  });
  afterAll(() => t.close());

  it('lets one address send a few codes, then asks for the captcha; a solved one goes through', async () => {
    const address = '10.9.0.1';
    const resetPhone = '13722220000';
    await createMember(t.database, { phone: resetPhone });
    expect((await send(t, 'reset', resetPhone, address)).body.code).toBe(0);
    for (let i = 1; i < SMS_FREE_SENDS_PER_ADDRESS; i++) {
      expect((await send(t, 'register', `1372222000${i}`, address)).body.code).toBe(0);
    }
    const before = await countRows(t.database, smsCodes);
    expect((await send(t, 'register', '13722220009', address)).body).toMatchObject(asked);
    expect((await send(t, 'reset', resetPhone.replace(/0$/, '8'), address)).body.code).toBe(
      ErrorCode.PhoneNotRegistered,
    );
    expect(await countRows(t.database, smsCodes)).toBe(before);

    const imgCode = await freshCaptcha(t, 'budget-1', '1');
    expect((await send(t, 'register', '13722220009', address, { imgCode, clientId: 'budget-1' })).body.code).toBe(0);
    // Another address has its own budget.
    expect((await send(t, 'register', '13722220010', '10.9.0.2')).body.code).toBe(0);
    // The budget comes back after the window.
    t.clock.advance(SMS_FREE_WINDOW_MS);
    expect((await send(t, 'register', '13722220011', address)).body.code).toBe(0);
  });

  it('lets one phone get a few codes from any addresses, then asks for the captcha', async () => {
    const phone = '13722230000';
    for (let i = 0; i < SMS_FREE_SENDS_PER_PHONE; i++) {
      expect((await send(t, 'register', phone, `10.9.1.${i}`)).body.code).toBe(0);
      t.clock.advance(60_000);
    }
    expect((await send(t, 'register', phone, '10.9.1.99')).body).toMatchObject(asked);
    // The refusal took nothing from that address's budget.
    for (let i = 0; i < SMS_FREE_SENDS_PER_ADDRESS; i++) {
      expect((await send(t, 'register', `1372223010${i}`, '10.9.1.99')).body.code).toBe(0);
    }
  });

  it('counts the addresses of one IPv6 /64 as one, as one household or host gets them', async () => {
    const addresses = ['2001:db8:5:6::1', '2001:DB8:5:6:a:b:c:d', '2001:0db8:0005:0006::ff', '2001:db8:5:6::2'];
    for (let i = 0; i < SMS_FREE_SENDS_PER_ADDRESS; i++) {
      expect((await send(t, 'register', `1372226000${i}`, addresses[i])).body.code).toBe(0);
    }
    expect((await send(t, 'register', '13722260009', addresses[3])).body).toMatchObject(asked);
    expect((await send(t, 'register', '13722260009', '2001:db8:5:7::1')).body.code).toBe(0);
  });

  it('counts an IPv4 address written as IPv6 as the IPv4 address', async () => {
    for (let i = 0; i < SMS_FREE_SENDS_PER_ADDRESS; i++) {
      expect((await send(t, 'register', `1372227000${i}`, '10.9.4.1')).body.code).toBe(0);
    }
    expect((await send(t, 'register', '13722270009', '::ffff:10.9.4.1')).body).toMatchObject(asked);
  });

  it('asks only after the per-phone resend wait and the daily cap said no', async () => {
    const phone = '13722240000';
    expect((await send(t, 'register', phone, '10.9.2.1')).body.code).toBe(0);
    expect((await send(t, 'register', phone, '10.9.2.1')).body.code).toBe(ErrorCode.SmsTooFrequent);
  });
});

describe('the SMS budget with two server processes on one database', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await createTestApp({ config: { trustProxy: true } });
    second = await createTestApp({ config: { trustProxy: true }, database: first.database, clock: first.clock });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('is counted once for both', async () => {
    const apps = [first, second];
    for (let i = 0; i < SMS_FREE_SENDS_PER_ADDRESS; i++) {
      expect((await send(apps[i % 2], 'register', `1372225000${i}`, '10.9.3.1')).body.code).toBe(0);
    }
    expect((await send(first, 'register', '13722250009', '10.9.3.1')).body).toMatchObject(asked);
    expect((await send(second, 'register', '13722250009', '10.9.3.1')).body).toMatchObject(asked);
  });
});
