import type { z } from 'zod';
import { defineEndpoints } from '../endpoint.ts';
import { normalizeNumber } from '../task/number-normalize.ts';
import type { blacklistImportRow, blacklistRow, blacklistSchemas, importRejection, suppressedRow } from './schemas.ts';

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

/**
 * A number as the lists keep it: what the task import dials it as (number-normalize.ts: spaces,
 * dashes, brackets, full-width digits and the country code handled alike, so a listed number
 * always matches the upload's), or a service number (400/800 hotlines, 95/96 short numbers),
 * which is never dialled but may be listed all the same. Undefined for anything else.
 */
export function normalizeListedNumber(input: string): string | undefined {
  const dialled = normalizeNumber(input);
  if (dialled.ok) return dialled.number;
  const compact = input.normalize('NFKC').replace(/[\s\-.()]/g, '');
  return /^([48]00\d{7}|9[56]\d{3,6})$/.test(compact) ? compact : undefined;
}

export type BlacklistRow = z.output<typeof blacklistRow>;
export type SuppressedRow = z.output<typeof suppressedRow>;
export type BlacklistImportResult = z.output<typeof blacklistImportRow>;
export type BlacklistImportRejection = z.output<typeof importRejection>;
