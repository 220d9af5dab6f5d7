import { defineEndpoints } from '../endpoint.ts';

/** The user-centre calls of accounts, registration and passwords (service uc). */
export const accountApi = defineEndpoints({
  login: { service: 'uc', method: 'POST', path: '/api/v1/account/login', auth: 'public' },
  logout: { service: 'uc', method: 'POST', path: '/api/v1/account/logout', auth: 'session' },
  queryAccountInfo: {
    service: 'uc',
    method: 'POST',
    path: '/api/v1/account/{businessId}/queryAccountInfo',
    auth: 'session',
  },
  createImgCode: { service: 'uc', method: 'GET', path: '/api/v1/account/createImgCode', auth: 'public' },
  phoneCheck: { service: 'uc', method: 'POST', path: '/api/v1/account/phoneCheck', auth: 'public' },
  sendResetSmsCode: { service: 'uc', method: 'POST', path: '/api/v1/account/sendResetSmsCode', auth: 'public' },
  resetPassword: { service: 'uc', method: 'POST', path: '/api/v1/account/resetPassword', auth: 'public' },
  speechSkillAdminLogin: {
    service: 'uc',
    method: 'POST',
    path: '/api/v1/account/speechSkillAdminLogin',
    auth: 'public',
  },
  sendSmsVerifyCode: { service: 'uc', method: 'POST', path: '/api/v1/register/sendSmsVerifyCode', auth: 'public' },
  register: { service: 'uc', method: 'POST', path: '/api/v1/register/register', auth: 'public' },
  verChannelCode: { service: 'uc', method: 'POST', path: '/api/v1/register/verChannelCode', auth: 'public' },
});

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
