import { type FieldSpec, forms } from '@console/contracts';
import type { RuleObject } from 'antd/es/form';
import { describe, expect, it } from 'vitest';
import { contractField, contractRules } from './form-rules.ts';

/** Runs the antd rules the way Form.Item does and returns the message shown, or null. */
async function messageFor(spec: FieldSpec, value: unknown): Promise<string | null> {
  for (const rule of contractRules(spec) as RuleObject[]) {
    try {
      await rule.validator?.(rule, value, () => undefined);
    } catch (error) {
      return (error as Error).message;
    }
  }
  return null;
}

const validPassword = 'abc12345';

describe('login form messages', () => {
  it.each([
    ['login.phone', forms.login.phone, '', '手机号不能为空'],
    ['login.phone', forms.login.phone, undefined, '手机号不能为空'],
    ['login.phone', forms.login.phone, '   ', '手机号不能为空'],
    ['login.phone', forms.login.phone, '12800000000', '手机号格式错误'],
    ['login.phone', forms.login.phone, '1380000000', '手机号格式错误'],
    ['login.phone', forms.login.phone, '13800000000', null],
    ['login.password', forms.login.password, '', '密码不能为空'],
    ['login.password', forms.login.password, 'x', null],
    ['login.verifyCode', forms.login.verifyCode, '', '验证码不能为空'],
    ['login.verifyCode', forms.login.verifyCode, 'ab12', null],
    ['login.businessId', forms.login.businessId, '', '企业ID不能为空'],
    ['login.businessId', forms.login.businessId, '10000', null],
  ])('%s: %o shows %o', async (_name, spec, value, expected) => {
    expect(await messageFor(spec, value)).toBe(expected);
  });
});

describe('register and reset form messages', () => {
  it.each([
    ['register.phone', forms.register.phone, '', '请输入手机号码'],
    ['register.phone', forms.register.phone, '23800000000', '手机号码格式不正确'],
    ['register.phone', forms.register.phone, '13800000000', null],
    ['register.smsCode', forms.register.smsCode, '', '请输入短信验证码'],
    ['register.smsCode', forms.register.smsCode, '123456', null],
    ['register.password', forms.register.password, '', '请输入密码'],
    ['register.password', forms.register.password, 'abc1234', '密码为8-20位，须含字母+数字（不含特殊符号）'],
    ['register.password', forms.register.password, 'abcdefgh', '密码为8-20位，须含字母+数字（不含特殊符号）'],
    ['register.password', forms.register.password, '12345678', '密码为8-20位，须含字母+数字（不含特殊符号）'],
    ['register.password', forms.register.password, 'abc1234!', '密码为8-20位，须含字母+数字（不含特殊符号）'],
    [
      'register.password',
      forms.register.password,
      'a1234567890123456789x',
      '密码为8-20位，须含字母+数字（不含特殊符号）',
    ],
    ['register.password', forms.register.password, validPassword, null],
    ['register.imgCode', forms.register.imgCode, '', '请输入图片验证码'],
    ['register.imgCode', forms.register.imgCode, 'x7kq', null],
  ])('%s: %o shows %o', async (_name, spec, value, expected) => {
    expect(await messageFor(spec, value)).toBe(expected);
  });
});

describe('contractField', () => {
  it('marks fields whose first rule is require as required', () => {
    expect(contractField(forms.login.phone).required).toBe(true);
    expect(contractField({ label: '备注', rules: [{ rule: 'sms' }] }).required).toBe(false);
  });
});
