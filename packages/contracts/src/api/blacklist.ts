import type { z } from 'zod';
import { defineEndpoints } from '../endpoint.ts';
import type {
  blacklistImportRow,
  blacklistRow,
  blacklistSchemas,
  importRejection,
  suppressedRow,
} from '../schemas/blacklist.ts';

/**
 * The enterprise's do-not-call lists (/setting/blacklist; the original product had none,
 * modules-spec 9.5). 黑名单: numbers a member put there by hand or by import. 拒接屏蔽: numbers a
 * customer's refusal put there, with the call as evidence. The number import of a task and the
 * dialer skip both. Any member who can open 设置 may change them (access 'setting'); nothing is
 * deleted: a removal keeps the row with who removed it, when and why, so the history can be shown.
 */
const blacklist = '/api/v1/outbound/blacklist/{businessId}';
const suppression = '/api/v1/outbound/suppression/{businessId}';

const route = (path: string, summary: string) =>
  ({ service: 'outboundManage', method: 'POST', path, auth: 'session', access: 'setting', summary }) as const;

export const blacklistApi = defineEndpoints<typeof blacklistSchemas>()({
  /** Newest first. `number` matches any part of the normalised number; removed 1 lists the removed rows. */
  queryBlacklist: route(`${blacklist}/query`, '黑名单列表'),
  /** The number is normalised first (spaces, +86, full-width digits); a number already listed is refused. */
  addBlacklist: route(`${blacklist}/add`, '添加黑名单号码'),
  /**
   * Multipart `file` (.xlsx, .xls or .csv, 2 MB at most) with the numbers in the first column and
   * an optional reason in the second; `reason` applies to rows without one. Answers at once what
   * was added and why each other row was not (BLACKLIST_IMPORT_SKIP).
   */
  importBlacklist: route(`${blacklist}/import`, '批量导入黑名单'),
  /** Adds a download-centre task (downloadType 23) of the listed numbers matching `number`; no rows. */
  exportBlacklist: route(`${blacklist}/export`, '导出黑名单'),
  /** All or nothing: an id of another enterprise, or one already removed, removes none. */
  removeBlacklist: route(`${blacklist}/remove`, '移除黑名单号码'),
  /** Numbers suppressed after a refusal, newest first, with the task and call that refused. */
  querySuppression: route(`${suppression}/query`, '拒接屏蔽列表'),
  removeSuppression: route(`${suppression}/remove`, '解除拒接屏蔽'),
});

/** Where a listed number came from. */
export const BLACKLIST_SOURCES = ['manual', 'import', 'refusal'] as const;
export type BlacklistSource = (typeof BLACKLIST_SOURCES)[number];
export const BLACKLIST_SOURCE_TEXT: Record<BlacklistSource, string> = {
  manual: '手动添加',
  import: '批量导入',
  refusal: '客户拒接',
};

export const blacklistLimits = {
  reason: 100,
  /** Rows of one import file (the header not counted). */
  importRows: 10_000,
  fileMaxBytes: 2 * 1024 * 1024,
  /** Rejected rows an import answers in full; the counts cover all of them. */
  rejectedRowsShown: 200,
} as const;

/** Why an import row was not added. */
export const BLACKLIST_IMPORT_SKIP = {
  invalid: '号码格式不正确',
  repeated: '文件中重复',
  listed: '已在黑名单中',
  reasonTooLong: `原因不能超过${blacklistLimits.reason}个字符`,
} as const;

/** The columns of the import template and of the export (the export adds who and when). */
export const BLACKLIST_IMPORT_HEADER = ['号码', '原因'] as const;
export const BLACKLIST_EXPORT_HEADER = ['号码', '原因', '来源', '添加人', '添加时间'] as const;
export const BLACKLIST_TEMPLATE_PATH = '/templates/blacklist-import.xlsx';

const FULL_WIDTH_DIGITS = /[\uff10-\uff19]/g;

/**
 * A number as the lists keep it: full-width digits made ASCII, spaces, dashes, dots and brackets
 * dropped, and the country code (+86, 0086, 86 before a mobile number) taken off. Answers
 * undefined unless the rest is a mobile (1[3-9] and 9 digits), a landline with its area code
 * (0 and 9-11 digits), a 400/800 number or a 95/96 service number.
 */
export function normalizeListedNumber(input: string): string | undefined {
  let value = input
    .replace(FULL_WIDTH_DIGITS, (digit) => String.fromCharCode(digit.charCodeAt(0) - 0xfee0))
    .replace(/\uff0b/g, '+')
    .replace(/[\s\-.()（）\u3000]/g, '');
  if (value.startsWith('+86')) value = value.slice(3);
  else if (value.startsWith('0086')) value = value.slice(4);
  else if (/^861[3-9]\d{9}$/.test(value)) value = value.slice(2);
  return /^(1[3-9]\d{9}|0\d{9,11}|[48]00\d{7}|9[56]\d{3,6})$/.test(value) ? value : undefined;
}

export type BlacklistRow = z.output<typeof blacklistRow>;
export type SuppressedRow = z.output<typeof suppressedRow>;
export type BlacklistImportResult = z.output<typeof blacklistImportRow>;
export type BlacklistImportRejection = z.output<typeof importRejection>;
