import { z } from 'zod';
import { ErrorMessage } from '../errors.ts';
import { flagValue } from '../schemas/endpoint.ts';
import { flag, integer, optionalText, phone, text, timestamp } from '../schemas/fields.ts';
import { Master } from '../session.ts';

/**
 * The browser a captcha belongs to, and the key its row is stored under: our pages send 32 hex
 * digits, the original console a uuid. Anything else (paths, emoji, markup) is refused rather
 * than stored; a blank one counts as absent, so the captcha cookie decides.
 */
const CLIENT_ID_PATTERN = /^[A-Za-z0-9_.:-]*$/;

function clientId() {
  const label = '客户端标识';
  return z
    .string({ error: ErrorMessage.fieldInvalid(label) })
    .trim()
    .max(64, `${label}不能超过64个字符`)
    .regex(CLIENT_ID_PATTERN, ErrorMessage.fieldInvalid(label))
    .describe(label)
    .optional()
    .transform((value) => value || undefined);
}

/** master: 1 main account, 0 member, '2' the inner-login (skill admin) account. */
export const masterFlag = z.union([z.literal(Master.member), z.literal(Master.main), z.literal(Master.operator)]);

export const businessSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Enterprise verification status: 1 submitted, 2 verified, anything else not verified. */
  status: z.number().int(),
});

/** The member's agent: dn the extension, dnCode the agent's number (工号); null when they are no agent. */
const agentLink = z.object({ dn: z.string(), dnCode: z.string() }).nullable();

export const loginRow = z.object({
  /** The original console reads the photo here. */
  account: z.object({ id: z.number().int(), headPhoto: z.string() }),
  member: z.object({
    id: z.number().int(),
    surname: z.string(),
    headPhoto: z.string(),
    bindStatus: flagValue,
    master: masterFlag,
    privilege: z.number().int(),
    /** 1 until a member added by the master has replaced the initial password (setInitialPassword). */
    mustChangePassword: flagValue,
  }),
  token: z.object({ access_token: z.string(), expires_in: z.number().int() }),
  business: businessSummary,
  agent: agentLink,
});

/** The signed-in person as queryAccountInfo and queryUserInfo answer them. */
export const userInfoRow = z.object({
  id: z.number().int(),
  phone: z.string(),
  surname: z.string(),
  headPhoto: z.string(),
  bindStatus: flagValue,
  master: masterFlag,
  privilege: z.number().int(),
  mustChangePassword: flagValue,
});

export const accountInfoRow = z.object({ user: userInfoRow, business: businessSummary, agent: agentLink });

/** What the user-centre calls accept and answer; the server validates every request with these. */
export const accountSchemas = {
  login: {
    body: z.object({
      phone: phone('手机号'),
      password: text('密码', 512),
      clientId: clientId(),
      kickOff: flag('强制登录').default(0),
      verifyCode: optionalText('验证码', 16),
      timestamp: timestamp().optional(),
      contextPath: optionalText('登录页', 200),
    }),
    row: loginRow,
  },
  logout: {},
  queryAccountInfo: { row: accountInfoRow },
  createImgCode: {
    query: z.object({
      clientId: clientId(),
      // 0 login, 1 registration, 2 password reset.
      type: z.enum(['0', '1', '2'], { error: '验证码类型格式错误' }).default('0'),
      t: optionalText('时间戳', 20),
    }),
    file: 'image/svg+xml',
  },
  createImgVerifyCode: {
    query: z.object({ clientId: clientId(), t: optionalText('时间戳', 20) }),
    file: 'image/svg+xml',
  },
  phoneCheck: {
    body: z.object({ phoneNumber: text('手机号码', 32) }),
    row: z.object({ registered: z.boolean() }),
  },
  // An SMS costs money and reaches a stranger's phone: beyond a small budget per client address
  // and phone the server asks for a solved captcha of this browser (330034); the spec's requests
  // send none until then.
  sendResetSmsCode: {
    body: z.object({
      phone: text('手机号码', 32),
      imgCode: optionalText('图片验证码', 16),
      clientId: clientId(),
    }),
  },
  resetPassword: {
    body: z.object({
      phone: text('手机号码', 32),
      smsCode: text('短信验证码', 16),
      password: text('密码', 512),
      timestamp: timestamp().optional(),
    }),
  },
  speechSkillAdminLogin: {
    body: z.object({
      account: phone('手机号'),
      password: text('密码', 512),
      businessId: integer('企业ID', { positive: true }),
      clientId: clientId(),
      /** The login captcha (type 0), required from the third failure on as at the console login. */
      verifyCode: optionalText('验证码', 16),
      timestamp: timestamp().optional(),
      contextPath: optionalText('登录页', 200),
    }),
    row: loginRow,
  },
  sendSmsVerifyCode: {
    body: z.object({
      phoneNumber: text('手机号码', 32),
      imgCode: optionalText('图片验证码', 16),
      clientId: clientId(),
    }),
  },
  register: {
    body: z.object({
      phoneNum: text('手机号码', 32),
      smsCode: text('短信验证码', 16),
      imgCode: text('图片验证码', 16),
      password: text('密码', 512),
      clientId: clientId(),
      channelCode: optionalText('渠道码', 64),
      timestamp: timestamp().optional(),
    }),
    row: loginRow,
  },
  verChannelCode: {
    body: z.object({ code: text('渠道码', 64) }),
    row: z.object({ code: z.string(), name: z.string() }),
  },
};
