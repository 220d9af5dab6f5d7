import { z } from 'zod';
import { businessApi } from '../api/business.ts';
import { checkField, type FieldSpec, forms } from '../rules.ts';
import { withSchemas } from './endpoint.ts';
import { integer, optionalText, storedName, text } from './fields.ts';

/** A field checked with the console's own rule set, so both sides answer the same message. */
function ruled(spec: FieldSpec) {
  return z
    .preprocess(
      (value: string) =>
        value === undefined || value === null ? '' : typeof value === 'number' ? String(value) : value,
      z.string({ error: `${spec.label}格式错误` }),
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

export const enterpriseAuthRow = z.object({
  enterpriseName: z.string(),
  legalPersonName: z.string(),
  legalPersonId: z.string(),
  /** The three attachment names, comma-separated: ID front, ID back, business licence. */
  attachmentPath: z.string(),
  /** The business's verification status (1 submitted, 2 verified). */
  status: z.number().int(),
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
  uploadEntAuthAttach: { upload: { fileField: 'attach' }, row: z.object({ attachPath: z.string() }) },
  entAuthAttach: { query: z.object({ name: storedName('文件名'), token: optionalText('令牌', 200) }), file: 'image/*' },
  queryBusinessStatus: { row: statusRow },
  updateBusinessStatus: { body: z.object({ status: integer('企业状态') }), row: statusRow },
  queryBusinessConfig: { row: configRow },
  saveBusinessConfig: { body: z.object({ key: text('配置项', 64), value: jsonText }), row: configRow },
};

export const businessEndpoints = withSchemas(businessApi, businessSchemas);
