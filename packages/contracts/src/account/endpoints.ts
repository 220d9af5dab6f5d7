import type { z } from 'zod';
import { defineEndpoints } from '../endpoint.ts';
import type { accountInfoRow, accountSchemas, businessSummary, loginRow, masterFlag } from './schemas.ts';

/** The user-centre calls of accounts, registration and passwords (service uc). */
export const accountApi = defineEndpoints<typeof accountSchemas>()({
  login: { service: 'uc', method: 'POST', path: '/api/v1/account/login', auth: 'public', summary: '登录' },
  logout: {
    service: 'uc',
    method: 'POST',
    path: '/api/v1/account/logout',
    auth: 'session',
    beforeInitialPassword: true,
    summary: '退出登录',
  },
  queryAccountInfo: {
    service: 'uc',
    method: 'POST',
    path: '/api/v1/account/{businessId}/queryAccountInfo',
    auth: 'session',
    beforeInitialPassword: true,
    summary: '当前账号信息',
  },
  /**
   * GET: the captcha image (SVG) of this browser; type 0 login, 1 registration, 2 reset. Without
   * clientId the browser is told by an HttpOnly cookie the answer sends.
   */
  createImgCode: {
    service: 'uc',
    method: 'GET',
    path: '/api/v1/account/createImgCode',
    auth: 'public',
    summary: '图片验证码',
  },
  phoneCheck: {
    service: 'uc',
    method: 'POST',
    path: '/api/v1/account/phoneCheck',
    auth: 'public',
    summary: '检查手机号是否可注册',
  },
  sendResetSmsCode: {
    service: 'uc',
    method: 'POST',
    path: '/api/v1/account/sendResetSmsCode',
    auth: 'public',
    summary: '发送重置密码短信验证码',
  },
  resetPassword: {
    service: 'uc',
    method: 'POST',
    path: '/api/v1/account/resetPassword',
    auth: 'public',
    summary: '重置密码',
  },
  speechSkillAdminLogin: {
    service: 'uc',
    method: 'POST',
    path: '/api/v1/account/speechSkillAdminLogin',
    auth: 'public',
    summary: '内部登录（平台运营）',
  },
  sendSmsVerifyCode: {
    service: 'uc',
    method: 'POST',
    path: '/api/v1/register/sendSmsVerifyCode',
    auth: 'public',
    summary: '发送注册短信验证码',
  },
  /** GET: the registration captcha image (createImgCode with type 1), as the original register page asks for it. */
  createImgVerifyCode: {
    service: 'uc',
    method: 'GET',
    path: '/api/v1/register/createImgVerifyCode',
    auth: 'public',
    summary: '注册图片验证码',
  },
  register: { service: 'uc', method: 'POST', path: '/api/v1/register/register', auth: 'public', summary: '注册' },
  verChannelCode: {
    service: 'uc',
    method: 'POST',
    path: '/api/v1/register/verChannelCode',
    auth: 'public',
    summary: '校验渠道码',
  },
});

export type MasterFlag = z.output<typeof masterFlag>;
export type BusinessSummary = z.output<typeof businessSummary>;
export type LoginResult = z.output<typeof loginRow>;
export type AccountInfo = z.output<typeof accountInfoRow>;
