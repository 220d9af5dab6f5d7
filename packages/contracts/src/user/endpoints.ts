import type { z } from 'zod';
import type { userInfoRow } from '../account/schemas.ts';
import { defineEndpoints } from '../endpoint.ts';
import type { userListRow, userSchemas, weixinBindTicketRow } from './schemas.ts';

/**
 * The signed-in person's own account (password, head photo, WeChat binding) and the enterprise's
 * members (service uc).
 *
 * Head photos: uploadHeadPhoto (multipart file field `attach`) answers `headPhoto`, a
 * server-generated name that login and queryAccountInfo then return; the image is fetched with
 * headPhoto (GET, query `name` and `token`), only by a session of the same business.
 */
export const userApi = defineEndpoints<typeof userSchemas>()({
  updatePassword: {
    service: 'uc',
    method: 'POST',
    path: '/api/v1/account/{businessId}/updatePassword',
    auth: 'session',
    summary: '修改密码',
  },
  /** multipart/form-data: the image as file field `attach`. */
  uploadHeadPhoto: {
    service: 'uc',
    method: 'POST',
    path: '/api/v1/account/{businessId}/uploadHeadPhoto',
    auth: 'session',
    summary: '上传头像',
  },
  /** GET, query `name` and `token`; answers the image itself. */
  headPhoto: {
    service: 'uc',
    method: 'GET',
    path: '/api/v1/account/{businessId}/headPhoto',
    auth: 'session',
    summary: '头像图片',
  },
  queryUserInfo: {
    service: 'uc',
    method: 'POST',
    path: '/api/v1/user/{businessId}/queryUserInfo',
    auth: 'session',
    beforeInitialPassword: true,
    summary: '当前成员信息',
  },
  unbindWeixinMp: {
    service: 'uc',
    method: 'POST',
    path: '/api/v1/user/{businessId}/unbindWeixinMp',
    auth: 'session',
    summary: '解除微信绑定',
  },
  /** The WeChat binding simulator: a ticket whose scan URL binds the session's member. */
  createWeixinBindTicket: {
    service: 'uc',
    method: 'POST',
    path: '/api/v1/user/{businessId}/createWeixinBindTicket',
    auth: 'session',
    summary: '微信绑定二维码',
  },
  /**
   * A member added by the master signs in with the initial password and sets their own here
   * before anything else answers (everything else answers 200010 until then).
   */
  setInitialPassword: {
    service: 'uc',
    method: 'POST',
    path: '/api/v1/account/{businessId}/setInitialPassword',
    auth: 'session',
    beforeInitialPassword: true,
    summary: '设置首次登录密码',
  },
  queryUserList: {
    service: 'uc',
    method: 'POST',
    path: '/api/v1/user/{businessId}/queryUserList',
    auth: 'session',
    access: 'team',
    summary: '成员列表',
  },
  /** The main account or the platform operator; the initial password is the phone's last six digits. */
  addUser: {
    service: 'uc',
    method: 'POST',
    path: '/api/v1/user/{businessId}/addUser',
    auth: 'session',
    access: 'team',
    summary: '新增成员（主账号）',
  },
  /** The main account or the platform operator: a member's surname and privilege. */
  updateUser: {
    service: 'uc',
    method: 'POST',
    path: '/api/v1/user/{businessId}/updateUser',
    auth: 'session',
    summary: '修改成员（主账号）',
  },
  /** Ends the member's sessions and unlinks their agent; their calls and tasks stay. */
  deleteUser: {
    service: 'uc',
    method: 'POST',
    path: '/api/v1/user/{businessId}/deleteUser',
    auth: 'session',
    access: 'team',
    summary: '删除成员（主账号）',
  },
});

export type UserInfoRow = z.output<typeof userInfoRow>;
export type UserListRow = z.output<typeof userListRow>;
export type WeixinBindTicketRow = z.output<typeof weixinBindTicketRow>;
