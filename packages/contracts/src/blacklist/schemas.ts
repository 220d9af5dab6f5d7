import { z } from 'zod';
import { flagValue } from '../schemas/endpoint.ts';
import { flag, idList, optionalText, paging, requiredText } from '../schemas/fields.ts';
import { BLACKLIST_SOURCES, blacklistLimits, normalizeListedNumber } from './constants.ts';

const listedNumber = requiredText('号码', 30, '请输入号码').transform((value, ctx) => {
  const number = normalizeListedNumber(value);
  if (number === undefined) ctx.addIssue({ code: 'custom', message: '号码格式不正确' });
  return number ?? '';
});

/** A search: any part of a number, typed with spaces or full-width digits as the list's numbers were. */
const numberFragment = optionalText('号码', 30)
  .transform((value) =>
    value
      ?.replace(/[\uff10-\uff19]/g, (digit) => String.fromCharCode(digit.charCodeAt(0) - 0xfee0))
      .replace(/[\s\-.()（）]/g, ''),
  )
  .refine((value) => value === undefined || /^\+?\d*$/.test(value), '号码只能包含数字');

const reason = (label: string) => requiredText(label, blacklistLimits.reason, `请输入${label}`);

/** What a listed row shows of its removal; '' while it is listed. */
const removal = {
  removed: flagValue,
  removeTime: z.string(),
  removedBy: z.string(),
  removeReason: z.string(),
};

export const blacklistRow = z.object({
  id: z.number().int(),
  number: z.string(),
  reason: z.string(),
  source: z.enum(BLACKLIST_SOURCES),
  /** YYYY-MM-DD HH:mm:ss in the report time zone. */
  createTime: z.string(),
  /** The account of the member who added it. */
  createdBy: z.string(),
  ...removal,
});

/** A number suppressed after a refusal; taskId and callId are the evidence ('' and null when unknown). */
export const suppressedRow = blacklistRow.extend({
  taskId: z.string(),
  callId: z.number().int().nullable(),
});

export const importRejection = z.object({
  /** The row's number in the sheet, from 1 (the header is row 1). */
  rowNumber: z.number().int(),
  number: z.string(),
  reason: z.string(),
});

export const blacklistImportRow = z.object({
  /** Rows with something in them, the header not counted. */
  total: z.number().int(),
  added: z.number().int(),
  /** Rows not added: already listed, repeated in the file or not a number. */
  rejected: z.number().int(),
  /** The first blacklistLimits.rejectedRowsShown of them. */
  rejectedRows: z.array(importRejection),
});

const listQuery = z.object({
  number: numberFragment,
  /** 1 lists the removed rows (the history) instead of the listed ones. */
  removed: flag('是否已移除').optional(),
  ...paging(10, 100),
});

const removeBody = z.object({ ids: idList('号码ID', 500), reason: reason('移除原因') });

export const blacklistSchemas = {
  queryBlacklist: { body: listQuery, row: blacklistRow },
  addBlacklist: { body: z.object({ number: listedNumber, reason: reason('原因') }), row: z.object({ id: z.number() }) },
  importBlacklist: {
    // Needed only for rows without a reason of their own; the server says so when one lacks it.
    upload: { fileField: 'file', fields: z.object({ reason: optionalText('导入原因', blacklistLimits.reason) }) },
    row: blacklistImportRow,
  },
  exportBlacklist: { body: z.object({ number: numberFragment }) },
  removeBlacklist: { body: removeBody },
  querySuppression: { body: listQuery, row: suppressedRow },
  removeSuppression: { body: removeBody },
};
