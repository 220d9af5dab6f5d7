import type { z } from 'zod';
import { defineEndpoints } from '../endpoint.ts';
import type { feeBalanceRow, feeCheckRow, feeSchemas } from './schemas.ts';

/** Communication fees (service fee). */
export const feeApi = defineEndpoints<typeof feeSchemas>()({
  checkFeeLeft: {
    service: 'fee',
    method: 'POST',
    path: '/api/v1/fee/{businessId}/checkFeeLeft',
    auth: 'session',
    summary: '通信费余额检查',
  },
  /** Platform operator only (inner login): sets the business's fee balance. */
  updateFeeBalance: {
    service: 'fee',
    method: 'POST',
    path: '/api/v1/fee/{businessId}/updateFeeBalance',
    auth: 'session',
    summary: '设置通信费余额（平台运营）',
  },
});

export type FeeCheckRow = z.output<typeof feeCheckRow>;
export type FeeBalanceRow = z.output<typeof feeBalanceRow>;
