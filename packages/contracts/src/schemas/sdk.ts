import { z } from 'zod';
import { sdkApi } from '../api/sdk.ts';
import { withSchemas } from './endpoint.ts';
import { integer, optionalText, phone, text, timestamp } from './fields.ts';

/** At most this many log entries per flow call (the SDK uploads in batches of 20). */
export const SDK_FLOW_MAX_ENTRIES = 20;
/** The serialised `data` of one log entry may not be longer than this. */
export const SDK_LOG_DATA_MAX_CHARS = 8000;

/** The longest range queryFlow searches at once. */
export const SDK_FLOW_QUERY_MAX_DAYS = 31;

// Milliseconds since the epoch, before 2100: a larger number is no browser's clock.
const epochMs = (label: string) =>
  integer(label, { positive: true }).pipe(z.number().max(4_102_444_800_000, `${label}格式错误`));

const digits = (label: string, max: number) => text(label, max).regex(/^\d+$/, `${label}格式错误`);

const logEntry = z.object({
  time: epochMs('日志时间'),
  level: z.enum(['INFO', 'WARN', 'ERROR'], { error: '日志级别格式错误' }),
  module: text('日志模块', 64),
  msg: text('日志内容', 2000),
  // Anything JSON; bounded so one entry cannot fill the table.
  data: z
    .unknown()
    .refine(
      (value) => value === undefined || (JSON.stringify(value)?.length ?? 0) <= SDK_LOG_DATA_MAX_CHARS,
      `日志数据不能超过${SDK_LOG_DATA_MAX_CHARS}个字符`,
    )
    .optional(),
});

/** What the softphone's call module accepts (service sdk); validation answers name the field. */
export const sdkEndpoints = withSchemas(sdkApi, {
  login: {
    body: z.object({
      phone: phone('手机号'),
      password: text('密码', 512),
      timestamp: timestamp().optional(),
    }),
  },
  tokenLogin: {
    body: z.object({
      businessId: integer('企业ID', { positive: true }),
      token: text('登录令牌', 128),
    }),
  },
  makeCall: {
    body: z.object({
      phoneNum: digits('被叫号码', 32),
      lineNum: digits('外显号码', 32),
      callRelationId: optionalText('呼叫关联ID', 128),
      robotId: optionalText('机器人ID', 64),
      appId: optionalText('应用ID', 64),
      prefix: optionalText('号码前缀', 16),
    }),
  },
  flow: {
    body: z.object({
      account: text('账号', 64),
      uuid: text('设备标识', 64),
      // The SDK sends '' before the agent has an extension.
      dn: z.string({ error: '分机号格式错误' }).trim().max(32, '分机号不能超过32个字符').default(''),
      logs: z
        .array(logEntry, { error: (iss) => (iss.input == null ? '日志不能为空' : '日志格式错误') })
        .max(SDK_FLOW_MAX_ENTRIES, `日志条数不能超过${SDK_FLOW_MAX_ENTRIES}条`),
    }),
  },
  queryFlow: {
    body: z
      .object({
        account: optionalText('账号', 64),
        uuid: optionalText('设备标识', 64),
        dn: optionalText('分机号', 32),
        level: z.enum(['INFO', 'WARN', 'ERROR'], { error: '日志级别格式错误' }).optional(),
        keyword: optionalText('关键字', 100),
        beginTime: epochMs('开始时间'),
        endTime: epochMs('结束时间'),
        pageIndex: integer('页码', { positive: true }).default(1),
        pageSize: integer('每页条数', { positive: true }).pipe(z.number().max(100, '每页条数不能超过100')).default(20),
      })
      .refine((query) => query.endTime >= query.beginTime, { message: '结束时间不能早于开始时间', path: ['endTime'] })
      .refine((query) => query.endTime - query.beginTime <= SDK_FLOW_QUERY_MAX_DAYS * 86_400_000, {
        message: `查询范围不能超过${SDK_FLOW_QUERY_MAX_DAYS}天`,
        path: ['endTime'],
      }),
  },
});
