// The request schemas (zod). The server imports this entry; the console imports only types from it.
export * from './account.ts';
export * from './agent.ts';
export * from './business.ts';
export * from './download.ts';
export * from './endpoint.ts';
export * from './fee.ts';
export * from './fields.ts';
export * from './menu.ts';
export * from './report.ts';
export * from './sdk.ts';
export * from './update-log.ts';
export * from './user.ts';
