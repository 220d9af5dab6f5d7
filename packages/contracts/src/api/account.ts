import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { flag, integer, optionalText, phone, text, timestamp } from '../schema.ts';

/** The user-centre calls of accounts, registration and passwords (service uc). */
export const accountApi = {
  login: defineEndpoint({
    service: 'uc',
    method: 'POST',
    path: '/api/v1/account/login',
    auth: 'public',
    body: z.object({
      phone: phone('手机号'),
      password: text('密码', 512),
      clientId: text('客户端标识', 64),
      kickOff: flag('强制登录').default(0),
      verifyCode: optionalText('验证码', 16),
      timestamp: timestamp().optional(),
      contextPath: optionalText('登录页', 200),
    }),
  }),
  logout: defineEndpoint({ service: 'uc', method: 'POST', path: '/api/v1/account/logout', auth: 'session' }),
  queryAccountInfo: defineEndpoint({
    service: 'uc',
    method: 'POST',
    path: '/api/v1/account/{businessId}/queryAccountInfo',
    auth: 'session',
  }),
  createImgCode: defineEndpoint({
    service: 'uc',
    method: 'GET',
    path: '/api/v1/account/createImgCode',
    auth: 'public',
    query: z.object({
      clientId: text('客户端标识', 64),
      type: z.enum(['0', '1'], { error: '验证码类型格式错误' }).default('0'),
      t: optionalText('时间戳', 20),
    }),
  }),
  phoneCheck: defineEndpoint({
    service: 'uc',
    method: 'POST',
    path: '/api/v1/account/phoneCheck',
    auth: 'public',
    body: z.object({ phoneNumber: text('手机号码', 32) }),
  }),
  sendResetSmsCode: defineEndpoint({
    service: 'uc',
    method: 'POST',
    path: '/api/v1/account/sendResetSmsCode',
    auth: 'public',
    body: z.object({ phone: text('手机号码', 32) }),
  }),
  resetPassword: defineEndpoint({
    service: 'uc',
    method: 'POST',
    path: '/api/v1/account/resetPassword',
    auth: 'public',
    body: z.object({
      phone: text('手机号码', 32),
      smsCode: text('短信验证码', 16),
      password: text('密码', 512),
      timestamp: timestamp().optional(),
    }),
  }),
  speechSkillAdminLogin: defineEndpoint({
    service: 'uc',
    method: 'POST',
    path: '/api/v1/account/speechSkillAdminLogin',
    auth: 'public',
    body: z.object({
      account: phone('手机号'),
      password: text('密码', 512),
      businessId: integer('企业ID').positive('企业ID格式错误'),
      timestamp: timestamp().optional(),
      contextPath: optionalText('登录页', 200),
    }),
  }),
  sendSmsVerifyCode: defineEndpoint({
    service: 'uc',
    method: 'POST',
    path: '/api/v1/register/sendSmsVerifyCode',
    auth: 'public',
    body: z.object({ phoneNumber: text('手机号码', 32) }),
  }),
  register: defineEndpoint({
    service: 'uc',
    method: 'POST',
    path: '/api/v1/register/register',
    auth: 'public',
    body: z.object({
      phoneNum: text('手机号码', 32),
      smsCode: text('短信验证码', 16),
      imgCode: text('图片验证码', 16),
      password: text('密码', 512),
      clientId: text('客户端标识', 64),
      channelCode: optionalText('渠道码', 64),
      timestamp: timestamp().optional(),
    }),
  }),
  verChannelCode: defineEndpoint({
    service: 'uc',
    method: 'POST',
    path: '/api/v1/register/verChannelCode',
    auth: 'public',
    body: z.object({ code: text('渠道码', 64) }),
  }),
} as const;

/** master: 1 main account, 0 member, '2' the inner-login (skill admin) account. */
export type MasterFlag = 0 | 1 | '2';

export interface BusinessSummary {
  id: number;
  name: string;
  /** Enterprise verification status: 1 submitted, 2 verified, anything else not verified. */
  status: number;
}

export interface LoginResult {
  member: {
    id: number;
    surname: string;
    headPhoto: string;
    bindStatus: 0 | 1;
    master: MasterFlag;
    privilege: number;
  };
  token: { access_token: string; expires_in: number };
  business: BusinessSummary;
  agent: { dn: string; dnCode: string } | null;
}

export interface AccountInfo {
  user: {
    id: number;
    phone: string;
    surname: string;
    headPhoto: string;
    bindStatus: 0 | 1;
    master: MasterFlag;
    privilege: number;
  };
  business: BusinessSummary;
  agent: { dn: string; dnCode: string } | null;
}

export interface PhoneCheckResult {
  registered: boolean;
}
