import { z } from 'zod';
import { ErrorMessage } from '../errors.ts';
import { integer, optionalText, paging, phone, text, timestamp } from '../schemas/fields.ts';

/** At most this many log entries per flow call (the SDK uploads in batches of 20). */
export const SDK_FLOW_MAX_ENTRIES = 20;
/** The serialised `data` of one log entry may not be longer than this. */
export const SDK_LOG_DATA_MAX_CHARS = 8000;

/**
 * How far an entry's time may lie from the server's clock: the SDK keeps its entries 12 hours
 * (a day allows for a browser clock that is off), and no browser logs an hour ahead. Outside it
 * the time is malformed (1970, or a forged far future), and the batch is refused.
 */
export const SDK_LOG_MAX_AGE_MS = 24 * 3_600_000;
export const SDK_LOG_MAX_AHEAD_MS = 3_600_000;

/** The longest range queryFlow searches at once. */
export const SDK_FLOW_QUERY_MAX_DAYS = 31;

const epochMs = (label: string) => integer(label, { positive: true, column: 'timestamp' });

const digits = (label: string, max: number) => text(label, max).regex(/^\d+$/, ErrorMessage.fieldInvalid(label));

const logLevel = z.enum(['INFO', 'WARN', 'ERROR'], { error: '日志级别格式错误' });

/** One softphone log entry. */
export const sdkLogEntry = z.object({
  time: epochMs('日志时间'),
  level: logLevel,
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

/** A batch of log entries as our SDK uploads it: the agent's phone, the device and the extension. */
export const sdkFlowBody = z.object({
  account: phone('账号'),
  // crypto.randomUUID() in our SDK; letters, digits, - and _ in the original's.
  uuid: text('设备标识', 64).regex(/^[\w-]+$/, ErrorMessage.fieldInvalid('设备标识')),
  // The SDK sends '' before the agent has an extension.
  dn: z
    .string({ error: ErrorMessage.fieldInvalid('分机号') })
    .trim()
    .max(32, '分机号不能超过32个字符')
    .regex(/^\d*$/, ErrorMessage.fieldInvalid('分机号'))
    .default(''),
  logs: z
    .array(sdkLogEntry, { error: (iss) => (iss.input == null ? '日志不能为空' : '日志格式错误') })
    .max(SDK_FLOW_MAX_ENTRIES, `日志条数不能超过${SDK_FLOW_MAX_ENTRIES}条`),
});

/** One entry as the original softphone script uploads it: who sent it rides along on every entry. */
export interface OriginalLogEntry {
  time?: unknown;
  level?: unknown;
  module?: unknown;
  msg?: unknown;
  data?: unknown;
  id?: unknown;
  /** "<phone>__<device uuid>" (the original's spelling). */
  _accout?: unknown;
  _dn?: unknown;
  /** The session token: never stored. */
  _token?: unknown;
}

/** The original script's {content: [entries]} as our {account, uuid, dn, logs}. */
function originalFlowBody(body: z.input<typeof sdkFlowBody> | { content?: OriginalLogEntry[] }) {
  if (body === null || typeof body !== 'object' || !('content' in body) || !Array.isArray(body.content)) return body;
  const [first] = body.content;
  const [account, uuid] = typeof first?._accout === 'string' ? first._accout.split('__') : [];
  return {
    account,
    uuid,
    dn: typeof first?._dn === 'string' ? first._dn : undefined,
    logs: body.content.map(({ time, level, module, msg, data }) => ({ time, level, module, msg, data })),
  };
}

/**
 * rows[0] of both logins (spec section 3). The SDK keeps it as account (user.phone), dn
 * (agent.dn), token (token.access_token) and outshowtel (lines).
 */
export const sdkLoginRow = z.object({
  user: z.object({ phone: z.string() }),
  /** The agent's extension number; dn '' when the member has no linked agent. */
  agent: z.object({ dn: z.string() }),
  /** The display lines the agent may call out with (digits). */
  lines: z.array(z.string()),
  token: z.object({ access_token: z.string() }),
  business: z.object({ id: z.number().int() }),
});

/** rows[0] of makeCall: the agent leg (a) and the customer leg (b). */
export const makeCallRow = z.object({ uuid_aleg: z.string(), uuid_bleg: z.string() });

/** One stored log entry of queryFlow, newest first. */
export const sdkLogRow = z.object({
  time: z.number().int(),
  level: logLevel,
  module: z.string(),
  msg: z.string(),
  data: z.unknown().optional(),
  account: z.string(),
  uuid: z.string(),
  dn: z.string(),
  /** When the server received it, ms since the epoch. */
  receivedAt: z.number().int(),
});

/** What the softphone's call module accepts (service sdk); validation answers name the field. */
export const sdkSchemas = {
  login: {
    body: z.object({
      phone: phone('手机号'),
      password: text('密码', 512),
      timestamp: timestamp().optional(),
    }),
    row: sdkLoginRow,
  },
  tokenLogin: {
    body: z.object({
      businessId: integer('企业ID', { positive: true }),
      token: text('登录令牌', 128),
    }),
    row: sdkLoginRow,
  },
  logout: {},
  makeCall: {
    body: z.object({
      phoneNum: digits('被叫号码', 32),
      lineNum: digits('外显号码', 32),
      callRelationId: optionalText('呼叫关联ID', 128),
      robotId: optionalText('机器人ID', 64),
      appId: optionalText('应用ID', 64),
      prefix: optionalText('号码前缀', 16),
    }),
    row: makeCallRow,
  },
  flow: {
    body: z.preprocess(originalFlowBody, sdkFlowBody),
  },
  queryFlow: {
    body: z
      .object({
        account: optionalText('账号', 64),
        uuid: optionalText('设备标识', 64),
        dn: optionalText('分机号', 32),
        level: logLevel.optional(),
        keyword: optionalText('关键字', 100),
        beginTime: epochMs('开始时间'),
        endTime: epochMs('结束时间'),
        ...paging(20),
      })
      .refine((query) => query.endTime >= query.beginTime, { message: '结束时间不能早于开始时间', path: ['endTime'] })
      .refine((query) => query.endTime - query.beginTime <= SDK_FLOW_QUERY_MAX_DAYS * 86_400_000, {
        message: `查询范围不能超过${SDK_FLOW_QUERY_MAX_DAYS}天`,
        path: ['endTime'],
      }),
    row: sdkLogRow,
  },
};
