import { accountApi, ErrorCode, limits } from '@console/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsCodes, users } from '../../db/schema/index.ts';
import { countRows, createMember, lastSmsCode, sendRegisterSms, sendResetSms } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function resetPassword(body: Record<string, unknown>) {
  return t.call(accountApi.resetPassword, { body });
}

async function passwordHashOf(phone: string): Promise<string> {
  const [row] = await t.database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.phone, phone));
  return row.hash;
}

describe('sendResetSmsCode', () => {
  it('sends a code to a registered phone, at most once a minute', async () => {
    const phone = '13400000001';
    await createMember(t.database, { phone });
    expect((await sendResetSms(t, phone)).body.code).toBe(0);
    expect(await lastSmsCode(t, phone)).toMatch(/^\d{6}$/);
    const again = await sendResetSms(t, phone);
    expect(again.body).toMatchObject({ code: ErrorCode.SmsTooFrequent, message: '短信发送频繁' });
    t.clock.advance(limits.smsResendSeconds * 1000);
    expect((await sendResetSms(t, phone)).body.code).toBe(0);
  });

  it('throttles per purpose: a registration code just sent does not hold back a reset code', async () => {
    const phone = '13400000077';
    await sendRegisterSms(t, phone);
    await createMember(t.database, { phone });
    expect((await sendResetSms(t, phone)).body.code).toBe(0);
    expect(await lastSmsCode(t, phone)).toMatch(/^\d{6}$/);
  });

  it.each([
    ['1340000', ErrorCode.InvalidPhone, '请输入有效的手机号'],
    ['13400009999', ErrorCode.PhoneNotRegistered, '该手机号码未注册'],
    ['', ErrorCode.ParamRequired, '手机号码不能为空'],
  ])('%s -> %i %s without sending anything', async (phone, code, message) => {
    const before = await countRows(t.database, smsCodes);
    expect((await sendResetSms(t, phone)).body).toMatchObject({ code, message });
    expect(await countRows(t.database, smsCodes)).toBe(before);
  });
});

describe('resetPassword', () => {
  it('sets the new password and ends every session of the account', async () => {
    const phone = '13400000002';
    const { business } = await createMember(t.database, { phone });
    const before = await t.login(phone);
    await sendResetSms(t, phone);
    const smsCode = await lastSmsCode(t, phone);
    const { body } = await resetPassword({ phone, smsCode, ...t.encrypted(phone, 'newPass99') });
    expect(body).toEqual({ code: 0, message: 'success', result: { rows: [], totalCount: 0 } });

    const old = await t.call(accountApi.queryAccountInfo, {
      token: before.token.access_token,
      businessId: business.id,
    });
    expect(old.body.code).toBe(ErrorCode.TokenUnknown);
    const wrong = await t.call(accountApi.login, {
      body: { phone, clientId: 'c', ...t.encrypted(phone, 'demo1234') },
    });
    expect(wrong.body.code).toBe(ErrorCode.WrongPassword);
    expect((await t.login(phone, 'newPass99')).business.id).toBe(business.id);
    // The code is spent.
    const reuse = await resetPassword({ phone, smsCode, ...t.encrypted(phone, 'other123') });
    expect(reuse.body.code).toBe(ErrorCode.SmsCodeExpired);
  });

  it('checks phone, account, password and code in that order, changing nothing on failure', async () => {
    const phone = '13400000003';
    await createMember(t.database, { phone });
    await sendResetSms(t, phone);
    const smsCode = await lastSmsCode(t, phone);
    const hash = await passwordHashOf(phone);
    const wrongCode = smsCode === '000000' ? '000001' : '000000';
    const cases: [Record<string, unknown>, number, string][] = [
      [{ phone: '134' }, ErrorCode.InvalidPhone, '请输入有效的手机号'],
      [{ phone: '13400009998' }, ErrorCode.PhoneNotRegistered, '该手机号码未注册'],
      [t.encrypted(phone, '12345678'), ErrorCode.InvalidPassword, '密码格式不正确'],
      [
        { timestamp: String(t.clock.now().getTime() - 10 * 60_000) },
        ErrorCode.StaleTimestamp,
        '请求已过期，请刷新页面后重试',
      ],
      [{ smsCode: wrongCode }, ErrorCode.WrongSmsCode, '短信验证码错误'],
    ];
    for (const [change, code, message] of cases) {
      const { body } = await resetPassword({ phone, smsCode, ...t.encrypted(phone, 'newPass99'), ...change });
      expect({ change, code: body.code, message: body.message }).toEqual({ change, code, message });
    }
    expect(await passwordHashOf(phone)).toBe(hash);

    t.clock.advance(limits.smsCodeTtlMs + 1);
    const expired = await resetPassword({ phone, smsCode, ...t.encrypted(phone, 'newPass99') });
    expect(expired.body).toMatchObject({ code: ErrorCode.SmsCodeExpired, message: '短信验证码已过期' });
    expect(await passwordHashOf(phone)).toBe(hash);
  });

  it('answers 330033 when no code was ever sent', async () => {
    const phone = '13400000004';
    await createMember(t.database, { phone });
    const { body } = await resetPassword({ phone, smsCode: '123456', ...t.encrypted(phone, 'newPass99') });
    expect(body.code).toBe(ErrorCode.SmsCodeExpired);
  });

  it('does not accept a registration code for a reset', async () => {
    const phone = '13400000005';
    await sendRegisterSms(t, phone);
    const registerCode = await lastSmsCode(t, phone);
    await createMember(t.database, { phone });
    const { body } = await resetPassword({ phone, smsCode: registerCode, ...t.encrypted(phone, 'newPass99') });
    expect(body.code).toBe(ErrorCode.SmsCodeExpired);
  });

  it.each([
    ['phone', '手机号码不能为空'],
    ['smsCode', '短信验证码不能为空'],
    ['password', '密码不能为空'],
  ])('names the missing field %s', async (field, message) => {
    const body: Record<string, unknown> = { phone: '13400000001', smsCode: '123456', password: 'x' };
    delete body[field];
    expect((await resetPassword(body)).body).toMatchObject({ code: ErrorCode.ParamRequired, message });
  });
});
