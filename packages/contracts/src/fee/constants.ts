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
