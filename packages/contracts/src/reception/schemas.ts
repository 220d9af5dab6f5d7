import { z } from 'zod';
import { ErrorMessage } from '../errors.ts';
import { optionalText, text } from '../schemas/fields.ts';

/** A field the original sends as text or number; kept as text. */
const textOrNumber = (label: string, max = 50) =>
  z
    .union([z.string(), z.number()], { error: ErrorMessage.fieldInvalid(label) })
    .transform((value) => String(value).trim())
    .refine((value) => value.length <= max, `${label}不能超过${max}个字符`)
    .describe(label);

const optionalTextOrNumber = (label: string, max = 50) => textOrNumber(label, max).default('');

/** A number as the router matches it: digits, or * for any caller. */
const ruleNumber = (label: string) => text(label, 30).regex(/^(\*|\+?\d{3,20})$/, ErrorMessage.fieldInvalid(label));

const robotId = textOrNumber('接待话术', 20).refine((value) => /^\d{1,12}$/.test(value), '请选择接待话术');

const action = z.object({
  type: z.enum(['App', 'Bridge'], { error: '规则动作类型格式错误' }),
  app: optionalText('规则动作应用', 50),
  data: z.string({ error: '规则动作参数格式错误' }).max(500, '规则动作参数不能超过500个字符'),
});

export const receptionRule = z.object({
  id: optionalTextOrNumber('规则ID'),
  ani: ruleNumber('主叫号码(ani)'),
  dni: ruleNumber('被叫号码(dni)'),
  name: optionalTextOrNumber('规则名称', 100),
  hostGroupId: optionalTextOrNumber('主机组ID'),
  actions: z.array(action, { error: '规则动作格式错误' }).max(20, '规则动作不能超过20个'),
  headers: z.object(
    { 'robot-id': robotId, 'business-id': textOrNumber('企业ID(business-id)', 20) },
    { error: '规则头(headers)不能为空' },
  ),
  sourceAllows: z
    .array(text('来源白名单', 50), { error: '来源白名单格式错误' })
    .max(100, '来源白名单不能超过100个')
    .default([]),
  relation: z.object(
    {
      'business-id': optionalTextOrNumber('关联企业ID', 20),
      'business-name': optionalTextOrNumber('关联企业名称', 100),
      'app-id': optionalTextOrNumber('关联应用ID'),
      'app-name': optionalTextOrNumber('关联应用名称', 100),
      'robot-id': optionalTextOrNumber('关联话术ID', 20),
      'robot-name': optionalTextOrNumber('关联话术名称', 100),
    },
    { error: '规则关联(relation)不能为空' },
  ),
});

export const receptionSchemas = {
  saveRule: {
    body: receptionRule,
    query: z.object({ traceId: optionalText('操作账号(traceId)', 50) }),
  },
  deleteRule: {
    body: z.object({ dni: ruleNumber('被叫号码(dni)'), ani: ruleNumber('主叫号码(ani)').default('*') }),
  },
};
