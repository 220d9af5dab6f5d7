import { AGENT_CODE_MAX, GROUP_NAME_MAX, MEMBER_NAME_MAX, PHONE_PATTERN, rules } from '@console/contracts';
import type { Rule } from 'antd/es/form';

/** A text field of the team dialogs with the spec's messages (modules-spec 6), checked in this order. */
interface TextField {
  /** Shown when the field is empty; an optional field has none. */
  required?: string;
  max?: { length: number; message: string };
  format?: { test: (value: string) => boolean; message: string };
}

function firstProblem(field: TextField, value: string): string | null {
  if (value === '') return field.required ?? null;
  if (field.max && value.length > field.max.length) return field.max.message;
  if (field.format && !field.format.test(value)) return field.format.message;
  return null;
}

/**
 * antd Form.Item props for a text field: one validator, so exactly the spec's text for the first
 * failing check shows (antd's own `required` and `max` would each add their own).
 */
export function textField(field: TextField): { rules: Rule[]; required: boolean } {
  return {
    required: field.required !== undefined,
    rules: [
      {
        validator: (_rule, value: unknown) => {
          const problem = firstProblem(field, typeof value === 'string' ? value.trim() : '');
          return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
        },
      },
    ],
  };
}

const isName = (value: string) => rules.name.test(value);
const isPhone = (value: string) => PHONE_PATTERN.test(value);

/** 新增团队成员 / 编辑团队成员 (modules-spec 6.1). */
export const memberFields = {
  surname: textField({
    required: '请输入姓名',
    max: { length: MEMBER_NAME_MAX, message: `姓名长度不可超过${MEMBER_NAME_MAX}个字符` },
    format: { test: isName, message: '姓名格式不正确' },
  }),
  phone: textField({ required: '请输入手机号码', format: { test: isPhone, message: '手机号码格式不正确' } }),
};

/** 添加成员 / 编辑成员 and 创建分组 / 编辑分组 (modules-spec 6.2). */
export const agentFields = {
  surname: textField({
    required: '请输入成员名称',
    max: { length: MEMBER_NAME_MAX, message: `长度在 1 到 ${MEMBER_NAME_MAX} 个字符` },
    format: { test: isName, message: '姓名格式不正确' },
  }),
  phone: textField({ required: '请输入手机号', format: { test: isPhone, message: '手机号格式不正确' } }),
  code: textField({
    max: { length: AGENT_CODE_MAX, message: `工号不能超过${AGENT_CODE_MAX}位` },
    format: { test: (value) => /^\d+$/.test(value), message: '工号只能为数字' },
  }),
  groupName: textField({
    required: '请输入分组名称',
    max: { length: GROUP_NAME_MAX, message: `长度在 1 到 ${GROUP_NAME_MAX} 个字符` },
  }),
};
