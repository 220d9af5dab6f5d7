import { describe, expect, it } from 'vitest';
import { checkField, forms, ruleMessage, rules, validate } from './rules.ts';

describe('generic rule set', () => {
  const cases: Record<keyof typeof rules, { valid: string[]; invalid: string[] }> = {
    require: { valid: ['a', ' 0 '], invalid: ['', '   '] },
    phone: {
      valid: ['13800000000', '19912345678'],
      invalid: ['12800000000', '1380000000', '138000000001', 'a3800000000'],
    },
    password: {
      valid: ['abc12345', 'A1b2C3d4E5f6G7h8I9j0'],
      invalid: ['abcdefgh', '12345678', 'abc1234', 'abc12345!', 'a1'.repeat(11)],
    },
    email: { valid: ['a.b@example.com', 'x+y@mail.co'], invalid: ['a@', '@b.com', 'a b@c.com'] },
    wechat: { valid: ['abc_1', 'wxid_12345'], invalid: ['abcd', 'ab-cde', '微信号号号'] },
    qq: { valid: ['1234', '12345678901234'], invalid: ['123', '123456789012345', '12a4'] },
    verifyCode: { valid: ['a1B2', '0000'], invalid: ['abc', 'abcde', 'ab c'] },
    wordsName: { valid: ['你好_abc1', 'x'.repeat(50)], invalid: ['', 'x'.repeat(51), 'a-b'] },
    catalogueName: { valid: ['售后_问答1', 'ぁ', 'x'.repeat(60)], invalid: ['', 'a b', '带-符号', '问答·'] },
    name: { valid: ['张三', 'Tom_1'], invalid: ['', 'a b', 'x'.repeat(21)] },
    sms: { valid: ['您好，欢迎', ''], invalid: ['<b>', 'a>b'] },
    ename: { valid: ['abc', 'ABC'], invalid: ['ab1', 'a b', ''] },
    agentNumber: { valid: ['1001', '1001,1002,3'], invalid: ['1001,', ',1', '10 01', 'a'] },
    agentCallProcPrompt: {
      valid: ['请稍等，正在为您转接!', 'x'.repeat(60)],
      invalid: ['', 'x'.repeat(61), '转接<人工>'],
    },
    identification: {
      valid: ['11010519491231002X', '440308199901010012'],
      invalid: ['110105194912310021', '11010519491331002X', '1101051949123100'],
    },
    company: { valid: ['演示', 'x'.repeat(30)], invalid: ['a', 'x'.repeat(31)] },
    representative: { valid: ['张', 'x'.repeat(15)], invalid: ['', ' ', 'x'.repeat(16)] },
    namelength: { valid: ['a', 'x'.repeat(20)], invalid: ['', 'a b', 'x'.repeat(21)] },
    number: { valid: ['0', '12', '3.5'], invalid: ['', 'a', '1e3', '-'] },
  };

  for (const [name, { valid, invalid }] of Object.entries(cases)) {
    it(`${name} accepts and refuses what it should`, () => {
      const rule = rules[name as keyof typeof rules];
      for (const value of valid) expect(rule.test(value), `${name} should accept ${value}`).toBe(true);
      for (const value of invalid) expect(rule.test(value), `${name} should refuse ${value}`).toBe(false);
    });
  }

  it('returns the index of the first failing rule, or -1', () => {
    const fieldRules = [{ rule: 'require' }, { rule: 'phone' }] as const;
    expect(validate('', fieldRules)).toBe(0);
    expect(validate(null, fieldRules)).toBe(0);
    expect(validate('123', fieldRules)).toBe(1);
    expect(validate('13800000000', fieldRules)).toBe(-1);
  });

  it('fills the field label into %s messages', () => {
    expect(ruleMessage({ rule: 'require' }, '手机号')).toBe('手机号不能为空');
    expect(ruleMessage({ rule: 'namelength' }, '名称')).toBe('名称不得大于20个字符');
    expect(ruleMessage({ rule: 'number' }, '数量')).toBe('数量必须为数字');
    expect(ruleMessage({ rule: 'email', message: '自定义' }, '邮箱')).toBe('自定义');
  });
});

describe('form rules carry the spec texts', () => {
  const check = (
    form: Record<string, { label: string; rules: readonly { rule: keyof typeof rules }[] }>,
    field: string,
    value: string,
  ) => checkField(value, form[field].rules, form[field].label);

  it('login', () => {
    expect(check(forms.login, 'phone', '')).toBe('手机号不能为空');
    expect(check(forms.login, 'phone', '12345')).toBe('手机号格式错误');
    expect(check(forms.login, 'phone', '13800000000')).toBeNull();
    expect(check(forms.login, 'password', '')).toBe('密码不能为空');
    expect(check(forms.login, 'verifyCode', '')).toBe('验证码不能为空');
    expect(check(forms.login, 'businessId', '')).toBe('企业ID不能为空');
  });

  it('register and reset', () => {
    expect(check(forms.register, 'phone', '')).toBe('请输入手机号码');
    expect(check(forms.register, 'phone', '23800000000')).toBe('手机号码格式不正确');
    expect(check(forms.register, 'smsCode', '')).toBe('请输入短信验证码');
    expect(check(forms.register, 'password', '')).toBe('请输入密码');
    expect(check(forms.register, 'password', 'abcdefgh')).toBe('密码为8-20位，须含字母+数字（不含特殊符号）');
    expect(check(forms.register, 'imgCode', '')).toBe('请输入图片验证码');
  });

  it('enterprise verification', () => {
    expect(check(forms.enterpriseAuth, 'enterpriseName', '')).toBe('请输入企业名称');
    expect(check(forms.enterpriseAuth, 'enterpriseName', 'x'.repeat(31))).toBe('企业名称不正确');
    expect(check(forms.enterpriseAuth, 'legalPersonName', '')).toBe('请输入法人代表');
    expect(check(forms.enterpriseAuth, 'legalPersonName', 'x'.repeat(16))).toBe('格式不正确');
    expect(check(forms.enterpriseAuth, 'legalPersonId', '')).toBe('请输入法人身份证号');
    expect(check(forms.enterpriseAuth, 'legalPersonId', '110105194912310021')).toBe('身份证格式不正确');
    expect(check(forms.enterpriseAuth, 'legalPersonId', '11010519491231002x')).toBeNull();
  });

  it('knowledge base and dictionary', () => {
    expect(check(forms.knowledge, 'baseName', '')).toBe('请输入知识点名称');
    expect(check(forms.knowledge, 'baseName', '售后-问答')).toBe('知识点名称格式不正确');
    expect(check(forms.knowledge, 'baseName', '售后问答')).toBeNull();
    expect(check(forms.knowledge, 'tagName', ' ')).toBe('请输入分类名称');
    expect(check(forms.knowledge, 'tagName', '常见 问题')).toBe('分类名称格式不正确');
    expect(check(forms.knowledge, 'question', '')).toBe('请输入主问法');
    expect(check(forms.dictionary, 'name', '')).toBe('请输入词库名称');
    expect(check(forms.dictionary, 'name', '费用!')).toBe('词库名称格式不正确');
    expect(check(forms.dictionary, 'term', '')).toBe('请输入标准词');
    expect(check(forms.dictionary, 'term', '学费？')).toBe('标准词格式不正确');
    expect(check(forms.dictionary, 'term', '学费')).toBeNull();
  });
});
