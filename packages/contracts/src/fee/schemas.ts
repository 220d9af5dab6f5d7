import { z } from 'zod';
import { ErrorMessage } from '../errors.ts';
import { optionalInteger, optionalText } from '../schemas/fields.ts';

export const feeCheckRow = z.object({
  /** True when the balance is used up (balance <= 0): the console shows the fee banner. */
  lack: z.boolean(),
});

export const feeBalanceRow = z.object({
  businessId: z.number().int(),
  /** In yuan, two decimals. */
  balance: z.number(),
});

/** The largest balance in yuan: its fen stay well inside what a number holds exactly. */
const BALANCE_MAX_YUAN = 9_999_999_999.99;
/** Yuan and fen: a third decimal would be rounded away when stored in fen. */
const hasCents = (yuan: number) => Number(yuan.toFixed(2)) === yuan;

/** checkFeeLeft takes DEFAULT_FEE_CHECK (constants.ts); every field is optional. */
export const feeSchemas = {
  checkFeeLeft: {
    body: z.object({
      channelCode: optionalInteger('渠道'),
      description: optionalText('描述'),
      productId: optionalInteger('产品'),
      item: optionalInteger('计费项'),
      itemDesc: optionalText('计费项描述'),
      feeCount: optionalInteger('数量'),
      isCheckFrozenMoney: optionalInteger('是否检查冻结金额'),
    }),
    row: feeCheckRow,
  },
  updateFeeBalance: {
    body: z.object({
      balance: z.preprocess(
        (value: number | string) =>
          typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value.trim())) : value,
        z
          .number({ error: (iss) => (iss.input === undefined ? '余额不能为空' : '余额必须为数字') })
          .refine(Number.isFinite, '余额必须为数字')
          .min(0, ErrorMessage.balanceNegative)
          .refine(hasCents, ErrorMessage.balanceDecimals)
          .max(BALANCE_MAX_YUAN, '余额格式错误')
          .meta({ description: '余额（元）', format: 'double' }),
      ),
    }),
    row: feeBalanceRow,
  },
};
