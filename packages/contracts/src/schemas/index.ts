// The request schemas (zod). The server imports this entry; the console imports only types from it.
export * from './account.ts';
export * from './endpoint.ts';
export * from './fields.ts';
