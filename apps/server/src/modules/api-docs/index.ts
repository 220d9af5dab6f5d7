/** 接口文档: the OpenAPI document generated from the contract and its reference page. */
export { registerApiDocsRoutes } from './routes.ts';
