/**
 * 客户中心 (modules-spec 9): the customers the calls found, their task rows, 跟进记录 and 人工分类.
 * The module owns customers and customer_traces; the dialer writes each AI call's trace here.
 */
export { type AnsweredTaskCall, customerOfCall, recordAiTraces } from './ai-trace.ts';
export { customerExportKind } from './export.ts';
export { registerCustomerRoutes } from './routes.ts';
export { CustomerService } from './service.ts';
export { completeTakeOver, recordTakeOver, type TakeOver } from './take-over.ts';
