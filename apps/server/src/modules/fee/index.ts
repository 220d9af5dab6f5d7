/** 通信费: the enterprise's balance, the lack banner's flag and the operator's balance command. */
export { seedBalanceFen } from './repo.ts';
export { registerFeeRoutes } from './routes.ts';
export { FeeService } from './service.ts';
