/** 更新日志's read mark of each account. */
export { registerUpdateLogRoutes } from './routes.ts';
export { UpdateLogReads } from './service.ts';
