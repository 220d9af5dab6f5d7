/**
 * 黑名单 (/setting/blacklist): the blacklist and the refusal suppression, their imports, exports and
 * history, and the membership the task import and the dialer check numbers against. The module
 * owns blacklist_numbers and suppressed_numbers.
 */
export { runBlacklistExport } from './export.ts';
export { NumberLists, type RefusalEvidence } from './membership.ts';
export { registerBlacklistRoutes } from './routes.ts';
export { BlacklistService } from './service.ts';
