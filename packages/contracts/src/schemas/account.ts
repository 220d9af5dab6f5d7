import { z } from 'zod';
import { accountApi } from '../api/account.ts';
import { withSchemas } from './endpoint.ts';
import { flag, integer, optionalText, phone, text, timestamp } from './fields.ts';

/** What the user-centre calls accept; the server validates every request with these. */
export const accountEndpoints = withSchemas(accountApi, {
  login: {
    body: z.object({
      phone: phone('手机号'),
      password: text('密码', 512),
      clientId: text('客户端标识', 64),
      kickOff: flag('强制登录').default(0),
      verifyCode: optionalText('验证码', 16),
      timestamp: timestamp().optional(),
      contextPath: optionalText('登录页', 200),
    }),
  },
  createImgCode: {
    query: z.object({
      clientId: text('客户端标识', 64),
      // 0 login, 1 registration, 2 password reset.
      type: z.enum(['0', '1', '2'], { error: '验证码类型格式错误' }).default('0'),
      t: optionalText('时间戳', 20),
    }),
  },
  phoneCheck: { body: z.object({ phoneNumber: text('手机号码', 32) }) },
  // An SMS costs money and reaches a stranger's phone: it takes a solved captcha of this browser.
  sendResetSmsCode: {
    body: z.object({ phone: text('手机号码', 32), imgCode: text('图片验证码', 16), clientId: text('客户端标识', 64) }),
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
      timestamp: timestamp().optional(),
      contextPath: optionalText('登录页', 200),
    }),
  },
  sendSmsVerifyCode: {
    body: z.object({
      phoneNumber: text('手机号码', 32),
      imgCode: text('图片验证码', 16),
      clientId: text('客户端标识', 64),
    }),
  },
  register: {
    body: z.object({
      phoneNum: text('手机号码', 32),
      smsCode: text('短信验证码', 16),
      imgCode: text('图片验证码', 16),
      password: text('密码', 512),
      clientId: text('客户端标识', 64),
      channelCode: optionalText('渠道码', 64),
      timestamp: timestamp().optional(),
    }),
  },
  verChannelCode: { body: z.object({ code: text('渠道码', 64) }) },
});
