import type { z } from 'zod';
import { defineEndpoints } from '../endpoint.ts';
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
   * an optional reason in the second; `reason` applies to rows without one and may be left out
   * when every row has its own (else 342005, writing nothing). Answers at once what was added and
   * why each other row was not (BLACKLIST_IMPORT_SKIP).
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

export type BlacklistRow = z.output<typeof blacklistRow>;
export type SuppressedRow = z.output<typeof suppressedRow>;
export type BlacklistImportResult = z.output<typeof blacklistImportRow>;
export type BlacklistImportRejection = z.output<typeof importRejection>;
