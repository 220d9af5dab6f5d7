import { defineEndpoints } from '../endpoint.ts';

/** Communication fees (service fee). */
export const feeApi = defineEndpoints({
  checkFeeLeft: { service: 'fee', method: 'POST', path: '/api/v1/fee/{businessId}/checkFeeLeft', auth: 'session' },
  /** Platform operator only (inner login): sets the business's fee balance. */
  updateFeeBalance: {
    service: 'fee',
    method: 'POST',
    path: '/api/v1/fee/{businessId}/updateFeeBalance',
    auth: 'session',
  },
});

/** The body the console sends to checkFeeLeft (spec section 3). */
export const DEFAULT_FEE_CHECK = {
  channelCode: 6,
  description: '通信费余额检查',
  productId: 1,
  item: 1,
  itemDesc: '通信费',
  feeCount: 1,
  isCheckFrozenMoney: 0,
} as const;

export type FeeCheckBody = {
  [K in keyof typeof DEFAULT_FEE_CHECK]: (typeof DEFAULT_FEE_CHECK)[K] extends string ? string : number;
};

export interface FeeCheckRow {
  /** True when the balance is used up (balance <= 0): the console shows the fee banner. */
  lack: boolean;
}

export interface FeeBalanceRow {
  businessId: number;
  /** In yuan, two decimals. */
  balance: number;
}
