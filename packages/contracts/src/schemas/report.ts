import { z } from 'zod';
import { reportApi } from '../api/report.ts';
import { withSchemas } from './endpoint.ts';
import { integer, optionalText, text } from './fields.ts';

/** A list sent as an array (or one value); blanks are dropped. */
function list<T extends z.ZodType>(item: T, label: string) {
  return z
    .preprocess(
      (value) =>
        value === undefined || value === null || value === ''
          ? []
          : (Array.isArray(value) ? value : [value]).filter((v) => v !== '' && v !== null && v !== undefined),
      z.array(item, { error: `${label}格式错误` }).max(500, `${label}不能超过500个`),
    )
    .default([]);
}

const direction = z
  .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')], { error: '呼叫方向格式错误' })
  .transform((v) => Number(v) as 0 | 1)
  .default(1);

const optionalStamp = z.union([z.number(), z.string()], { error: '时间戳格式错误' }).optional();

/** The report range: the dates are checked by the server (330060) so every range problem has one code. */
export const reportQuery = z.object({
  businessId: z.union([z.number(), z.string()], { error: '企业ID格式错误' }).optional(),
  channelCode: z.union([z.number(), z.string()], { error: '渠道格式错误' }).optional(),
  speechSkillId: list(integer('话术ID', { positive: true }), '话术'),
  callee: list(z.string({ error: '被叫号码格式错误' }).trim().max(32, '被叫号码格式错误'), '被叫号码'),
  beginTime: text('开始日期', 20),
  endTime: text('结束日期', 20),
  direction,
  beginTimeStamp: optionalStamp,
  endTimeStamp: optionalStamp,
});

export const reportEndpoints = withSchemas(reportApi, {
  indexStatistics: { body: reportQuery },
  indexCallBatchStatistics: { body: reportQuery },
  querySpeechSkill: {
    body: z.object({
      name: optionalText('话术名称', 100),
      status: integer('话术状态').optional(),
      pageIndex: integer('页码', { positive: true }).default(1),
      pageSize: integer('每页条数', { positive: true }).pipe(z.number().max(100, '每页条数不能超过100')).default(100),
    }),
  },
  queryCPNInfoWithBus: {
    body: z.object({
      businessId: integer('企业ID', { positive: true }),
      cpnTypeArr: list(integer('号码类型'), '号码类型'),
      status: integer('号码状态').optional(),
    }),
  },
});
