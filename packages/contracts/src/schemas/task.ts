import { z } from 'zod';
import { taskApi } from '../api/task.ts';
import { withSchemas } from './endpoint.ts';
import { dayText, flag, optionalInteger, optionalText, text } from './fields.ts';

export const lineRow = z.object({
  cpnCode: z.string(),
  /** '' when the line has no name: the dialog shows the number. */
  lineName: z.string(),
  /** The concurrency as the dialog shows it, e.g. 10路并发. */
  concurrentName: z.string(),
  concurrentShow: z.number().int(),
  concurrent: z.number().int(),
  /** 1 when the line has expired (已过期). */
  expired: z.union([z.literal(0), z.literal(1)]),
  /** 1 when a running task of the enterprise uses the line (占用中). */
  used: z.union([z.literal(0), z.literal(1)]),
  /** YYYY-MM-DD in the report time zone, '' when it never expires. */
  expireDate: z.string(),
});

export const taskSchemas = {
  searchTel: { row: lineRow },
  saveLine: {
    body: z.object({
      cpnCode: text('线路号码', 20).regex(/^\d{5,20}$/, '线路号码格式错误'),
      lineName: optionalText('线路名称', 30),
      concurrency: optionalInteger('并发数', { positive: true, max: 1000 }),
      /** YYYY-MM-DD (or YYYYMMDD): the last day the line works; '' never expires. */
      expireDate: z.literal('').or(dayText('到期日期')).optional(),
      /** 2 outbound, 3 reception and outbound; a new line is 2. */
      cpnType: optionalInteger('线路类型').pipe(
        z.union([z.literal(2), z.literal(3), z.undefined()], { error: '线路类型只能为2或3' }),
      ),
      status: flag('线路状态').optional(),
    }),
    row: lineRow,
  },
};

export const taskEndpoints = withSchemas(taskApi, taskSchemas);
