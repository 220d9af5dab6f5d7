import { normalizeNumber } from '../task/number-normalize.ts';

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
 * A number as the lists keep it: what the task import dials it as (task/number-normalize.ts: spaces,
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
