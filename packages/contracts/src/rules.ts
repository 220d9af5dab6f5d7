import { isValidIdCard } from './id-card.ts';

/**
 * The generic rule set of the console's forms (spec section 5). Each rule's message uses %s for
 * the field's label; a form may override a message with the spec's exact text.
 */
export interface Rule {
  test: (value: string) => boolean;
  message: string;
}

const matches = (pattern: RegExp) => (value: string) => pattern.test(value);

export const PHONE_PATTERN = /^1[3-9]\d{9}$/;
/** A script's name (modules-spec rule wordsName): Chinese, letters, digits and _, 1-50. */
export const WORDS_NAME_PATTERN = /^[\u4e00-\u9fa5A-Za-z\d_]{1,50}$/;
/**
 * A knowledge base's, category's or dictionary's name (modules-spec rule `name`): Chinese (with
 * the U+0800-U+4E00 range), letters, digits and _; the length is the field's own limit.
 */
export const CATALOGUE_NAME_PATTERN = /^[\u0800-\u9fa5A-Za-z\d_]+$/;
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{8,20}$/;
/** The new password and its repetition differ: the password form and the server say the same. */
export const PASSWORD_MISMATCH_TEXT = '两次输入的密码不一致';

export const rules = {
  require: { test: (v) => v.trim() !== '', message: '%s不能为空' },
  phone: { test: matches(PHONE_PATTERN), message: '%s格式错误' },
  password: { test: matches(PASSWORD_PATTERN), message: '%s为8-20位，须含字母+数字（不含特殊符号）' },
  email: { test: matches(/^[\w.+-]+@[A-Za-z\d-]+(\.[A-Za-z\d-]+)+$/), message: '%s格式错误' },
  wechat: { test: matches(/^[A-Za-z\d_]{5,}$/), message: '%s格式错误' },
  qq: { test: matches(/^\d{4,14}$/), message: '%s格式错误' },
  verifyCode: { test: matches(/^[A-Za-z\d]{4}$/), message: '%s格式错误' },
  wordsName: { test: matches(WORDS_NAME_PATTERN), message: '%s格式错误' },
  /** modules-spec's `name` of knowledge bases, categories and dictionaries (the field limits the length). */
  catalogueName: { test: matches(CATALOGUE_NAME_PATTERN), message: '%s格式错误' },
  name: { test: matches(/^[\u4e00-\u9fa5A-Za-z\d_·]{1,20}$/), message: '%s格式错误' },
  sms: { test: matches(/^[^<>]*$/), message: '%s格式错误' },
  ename: { test: matches(/^[A-Za-z]+$/), message: '%s格式错误' },
  agentNumber: { test: matches(/^\d+(,\d+)*$/), message: '%s格式错误' },
  agentCallProcPrompt: { test: matches(/^[\u4e00-\u9fa5A-Za-z\d,，?。!]{1,60}$/), message: '%s格式错误' },
  identification: { test: isValidIdCard, message: '%s格式错误' },
  company: { test: (v) => v.trim().length >= 2 && v.trim().length <= 30, message: '%s格式错误' },
  representative: { test: (v) => v.trim().length >= 1 && v.trim().length <= 15, message: '%s格式错误' },
  namelength: { test: matches(/^\S{1,20}$/), message: '%s不得大于20个字符' },
  number: { test: matches(/^\d+(\.\d+)?$/), message: '%s必须为数字' },
} satisfies Record<string, Rule>;

export type RuleName = keyof typeof rules;

/** One step of a field's check: a rule of the set, optionally with the spec's own message. */
export interface FieldRule {
  rule: RuleName;
  message?: string;
}

function asText(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

/** Returns the index of the first failing rule, or -1 when the value passes all of them. */
export function validate(value: unknown, fieldRules: readonly FieldRule[]): number {
  const text = asText(value);
  return fieldRules.findIndex(({ rule }) => !rules[rule].test(text));
}

export function ruleMessage(fieldRule: FieldRule, label: string): string {
  return fieldRule.message ?? rules[fieldRule.rule].message.replace('%s', label);
}

/** The message of the first failing rule, or null when the value is valid. */
export function checkField(value: unknown, fieldRules: readonly FieldRule[], label: string): string | null {
  const index = validate(value, fieldRules);
  return index < 0 ? null : ruleMessage(fieldRules[index], label);
}

/**
 * A text field checked in order with the form's own messages: empty (after trimming) says
 * `required` (an optional field passes), then the length, then the format. A page's validator and
 * the server's schema (schemas/fields.ts checkedText) both run it, so both say the same text.
 */
export interface TextFieldCheck {
  /** Said when the field is empty; an optional field has none. */
  required?: string;
  max?: { length: number; message: string };
  format?: { test: (value: string) => boolean; message: string };
}

/** The message of the first check the (trimmed) value fails, or null. */
export function textFieldProblem(field: TextFieldCheck, value: string): string | null {
  if (value === '') return field.required ?? null;
  if (field.max && value.length > field.max.length) return field.max.message;
  if (field.format && !field.format.test(value)) return field.format.message;
  return null;
}

export interface FieldSpec {
  label: string;
  rules: readonly FieldRule[];
}

/** The forms of the public pages and the enterprise verification dialog (spec section 5). */
export const forms = {
  login: {
    phone: { label: '手机号', rules: [{ rule: 'require' }, { rule: 'phone' }] },
    password: { label: '密码', rules: [{ rule: 'require' }] },
    verifyCode: { label: '验证码', rules: [{ rule: 'require' }] },
    businessId: { label: '企业ID', rules: [{ rule: 'require' }] },
  },
  register: {
    phone: {
      label: '手机号码',
      rules: [
        { rule: 'require', message: '请输入手机号码' },
        { rule: 'phone', message: '手机号码格式不正确' },
      ],
    },
    smsCode: { label: '短信验证码', rules: [{ rule: 'require', message: '请输入短信验证码' }] },
    password: {
      label: '密码',
      rules: [{ rule: 'require', message: '请输入密码' }, { rule: 'password' }],
    },
    imgCode: { label: '图片验证码', rules: [{ rule: 'require', message: '请输入图片验证码' }] },
  },
  enterpriseAuth: {
    enterpriseName: {
      label: '企业名称',
      rules: [
        { rule: 'require', message: '请输入企业名称' },
        { rule: 'company', message: '企业名称不正确' },
      ],
    },
    legalPersonName: {
      label: '法人代表',
      rules: [
        { rule: 'require', message: '请输入法人代表' },
        { rule: 'representative', message: '格式不正确' },
      ],
    },
    legalPersonId: {
      label: '法人身份证号',
      rules: [
        { rule: 'require', message: '请输入法人身份证号' },
        { rule: 'identification', message: '身份证格式不正确' },
      ],
    },
  },
  /** 新建话术, 使用 and 话术导入 (modules-spec 2). */
  speech: {
    name: {
      label: '话术名称',
      rules: [
        { rule: 'require', message: '请输入话术名称' },
        { rule: 'wordsName', message: '话术名称格式不正确' },
      ],
    },
  },
  /** 添加知识点, 新建分类 and the question dialog (modules-spec 3.2, 3.4). */
  knowledge: {
    baseName: {
      label: '知识点名称',
      rules: [
        { rule: 'require', message: '请输入知识点名称' },
        { rule: 'catalogueName', message: '知识点名称格式不正确' },
      ],
    },
    tagName: {
      label: '分类名称',
      rules: [
        { rule: 'require', message: '请输入分类名称' },
        { rule: 'catalogueName', message: '分类名称格式不正确' },
      ],
    },
    question: { label: '主问法', rules: [{ rule: 'require', message: '请输入主问法' }] },
  },
  /** 新建词典 and 单个添加 (modules-spec 3.6). */
  dictionary: {
    name: {
      label: '词库名称',
      rules: [
        { rule: 'require', message: '请输入词库名称' },
        { rule: 'catalogueName', message: '词库名称格式不正确' },
      ],
    },
    term: {
      label: '标准词',
      rules: [
        { rule: 'require', message: '请输入标准词' },
        { rule: 'wordsName', message: '标准词格式不正确' },
      ],
    },
  },
} as const satisfies Record<string, Record<string, FieldSpec>>;
