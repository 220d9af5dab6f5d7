import { z } from 'zod';
import { ErrorMessage } from '../errors.ts';
import { DEFAULT_PERMISSIONS } from '../permissions.ts';
import { checkField, type FieldSpec, forms } from '../rules.ts';
import { integer, ORIGINAL_UPLOAD, optionalText, storedName, text } from '../schemas/fields.ts';
import { isCallTimeBounds } from '../task/constants.ts';
import { EnterpriseStatus } from './constants.ts';

/** A field checked with the console's own rule set, so both sides answer the same message. */
function ruled(spec: FieldSpec) {
  return z
    .preprocess(
      (value: string) =>
        value === undefined || value === null ? '' : typeof value === 'number' ? String(value) : value,
      z.string({ error: ErrorMessage.fieldInvalid(spec.label) }),
    )
    .transform((value) => value.trim())
    .superRefine((value, ctx) => {
      const message = checkField(value, spec.rules, spec.label);
      if (message) ctx.addIssue({ code: 'custom', message });
    });
}

/** The three attachments in order; each missing one names what to upload. */
export const ATTACHMENT_LABELS = ['请上传身份证正面照', '请上传身份证反面照', '请上传营业执照'] as const;

const attachmentNames = z
  .array(z.string({ error: '附件格式错误' }).trim().max(200, '附件格式错误'), {
    error: (iss) => (iss.input === undefined || iss.input === null ? ATTACHMENT_LABELS[0] : '附件格式错误'),
  })
  .superRefine((names, ctx) => {
    for (const [i, message] of ATTACHMENT_LABELS.entries()) {
      if (!names[i]) {
        ctx.addIssue({ code: 'custom', message, path: [i] });
        return;
      }
    }
    if (names.length > ATTACHMENT_LABELS.length) ctx.addIssue({ code: 'custom', message: '附件格式错误' });
  });

const jsonText = z
  .preprocess(
    (value: string | object) =>
      value === undefined || value === null || typeof value === 'string' ? value : JSON.stringify(value),
    text('配置值', 10_000),
  )
  .refine((value) => {
    try {
      JSON.parse(value);
      return true;
    } catch {
      return false;
    }
  }, '配置值必须为JSON');

const flags = (names: readonly string[]) =>
  z.strictObject(Object.fromEntries(names.map((name) => [name, z.boolean().optional()])));

/**
 * The business-config keys the platform knows and what each one's value may hold (spec section
 * 3: menu and function flags, the agent count; the report's custom metrics). The operator stores
 * nothing else: an unknown key or flag would be a switch that no code reads.
 */
export const businessConfigValues = {
  menu: flags(Object.keys(DEFAULT_PERMISSIONS.menu)),
  function: flags(Object.keys(DEFAULT_PERMISSIONS.function)),
  agent: z.strictObject({ count: z.number().int().min(0).max(100_000).optional() }),
  report: flags(['customMetrics']),
  /** The bounds of the task dialog's two work-time pickers (modules-spec 4.3). */
  __calltime: z.unknown().refine(isCallTimeBounds),
};

const configKey = z.enum(Object.keys(businessConfigValues) as [keyof typeof businessConfigValues], {
  error: (iss) => (iss.input === undefined || iss.input === null ? '配置项不能为空' : '配置项不支持'),
});

/**
 * The first problem of a config value, in words: an unknown flag, or a field of the wrong type.
 * Text that is not JSON is the value field's own complaint (配置值必须为JSON).
 */
function configValueProblem(key: keyof typeof businessConfigValues, value: string): string | undefined {
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch {
    return undefined;
  }
  const parsed = businessConfigValues[key].safeParse(json);
  if (parsed.success) return undefined;
  const issue = parsed.error.issues[0];
  if (issue.code === 'unrecognized_keys') return `配置值不支持${issue.keys.join('、')}`;
  return issue.path.length > 0 ? `配置值${issue.path.join('.')}格式错误` : '配置值格式错误';
}

export const enterpriseAuthRow = z.object({
  enterpriseName: z.string(),
  legalPersonName: z.string(),
  legalPersonId: z.string(),
  /** The three attachment names, comma-separated: ID front, ID back, business licence. */
  attachmentPath: z.string(),
  /** The business's verification status (EnterpriseStatus): 0 until something was submitted. */
  status: z.number().int(),
  /** Why the verification failed (status 3); empty otherwise. */
  remark: z.string(),
});

const statusRow = z.object({ status: z.number().int() });
const configRow = z.object({ key: z.string(), value: z.string() });

export const businessSchemas = {
  queryEntAuthByBusId: { row: enterpriseAuthRow },
  enterpriseAuth: {
    body: z.object({
      createUser: z.union([z.string(), z.number()], { error: '创建人格式错误' }).optional(),
      enterpriseName: ruled(forms.enterpriseAuth.enterpriseName),
      legalPersonName: ruled(forms.enterpriseAuth.legalPersonName),
      legalPersonId: ruled(forms.enterpriseAuth.legalPersonId),
      /** Exactly three attachPath values: ID front, ID back, business licence. */
      fileNames: attachmentNames,
    }),
    row: statusRow,
  },
  uploadEntAuthAttach: { upload: ORIGINAL_UPLOAD, row: z.object({ attachPath: z.string() }) },
  entAuthAttach: { query: z.object({ name: storedName('文件名'), token: optionalText('令牌', 200) }), file: 'image/*' },
  queryBusinessStatus: { row: statusRow },
  updateBusinessStatus: {
    body: z.object({
      status: integer('企业状态').pipe(z.enum(EnterpriseStatus, { error: '企业状态格式错误' })),
      /** Kept with status 3 (认证失败) and shown to the enterprise; dropped with any other status. */
      remark: optionalText('审核意见', 200),
    }),
    row: statusRow,
  },
  queryBusinessConfig: { row: configRow },
  saveBusinessConfig: {
    body: z.object({ key: configKey, value: jsonText }).superRefine((entry, ctx) => {
      const problem = configValueProblem(entry.key, entry.value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['value'] });
    }),
    row: configRow,
  },
};
