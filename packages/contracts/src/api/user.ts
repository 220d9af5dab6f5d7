import { defineEndpoints } from '../endpoint.ts';
import type { MasterFlag } from './account.ts';

/**
 * The signed-in person's own account (password, head photo, WeChat binding) and the enterprise's
 * members (service uc).
 *
 * Head photos: uploadHeadPhoto (multipart file field `attach`) answers `headPhoto`, a
 * server-generated name that login and queryAccountInfo then return; the image is fetched with
 * headPhoto (GET, query `name` and `token`), only by a session of the same business.
 */
export const userApi = defineEndpoints({
  updatePassword: {
    service: 'uc',
    method: 'POST',
    path: '/api/v1/account/{businessId}/updatePassword',
    auth: 'session',
  },
  uploadHeadPhoto: {
    service: 'uc',
    method: 'POST',
    path: '/api/v1/account/{businessId}/uploadHeadPhoto',
    auth: 'session',
  },
  /** GET, query `name` and `token`; answers the image itself. */
  headPhoto: { service: 'uc', method: 'GET', path: '/api/v1/account/{businessId}/headPhoto', auth: 'session' },
  queryUserInfo: { service: 'uc', method: 'POST', path: '/api/v1/user/{businessId}/queryUserInfo', auth: 'session' },
  unbindWeixinMp: { service: 'uc', method: 'POST', path: '/api/v1/user/{businessId}/unbindWeixinMp', auth: 'session' },
  /** The WeChat binding simulator: a ticket whose scan URL binds the session's member. */
  createWeixinBindTicket: {
    service: 'uc',
    method: 'POST',
    path: '/api/v1/user/{businessId}/createWeixinBindTicket',
    auth: 'session',
  },
  queryUserList: {
    service: 'uc',
    method: 'POST',
    path: '/api/v1/user/{businessId}/queryUserList',
    auth: 'session',
    access: 'team',
  },
  /** The main account or the platform operator: a member's surname and privilege. */
  updateUser: { service: 'uc', method: 'POST', path: '/api/v1/user/{businessId}/updateUser', auth: 'session' },
});

export interface UpdatePasswordBody {
  /** Encrypted like login's password when config.json says encrypt (key from phone + timestamp). */
  oldPassword: string;
  newPassword: string;
  timestamp?: string | number;
}

export interface HeadPhotoRow {
  headPhoto: string;
}

export interface UserInfoRow {
  id: number;
  phone: string;
  surname: string;
  headPhoto: string;
  bindStatus: 0 | 1;
  master: MasterFlag;
  privilege: number;
}

export interface UserListRow {
  id: number;
  phone: string;
  surname: string;
  /** 1 the main account, 0 a member. */
  master: 0 | 1;
  privilege: number;
  bindStatus: 0 | 1;
}

export interface UpdateUserBody {
  /** The member to change: id or phone (at least one). */
  id?: number;
  phone?: string;
  surname?: string;
  privilege?: number;
}

export interface WeixinBindTicketRow {
  ticket: string;
  /** Outside production: GET it to simulate the scan (binds the member). */
  scanUrl: string;
  /** ISO time. */
  expiresAt: string;
}

/** The simulator's scan, outside production only (GET, query `ticket`). */
export const WEIXIN_SCAN_PATH = '/dev/wechat/scan';
