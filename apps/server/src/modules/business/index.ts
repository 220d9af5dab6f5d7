/** 企业认证 and the business configuration routes (the configuration itself is the permissions module's). */
export { registerBusinessRoutes } from './routes.ts';
export { BusinessService } from './service.ts';
