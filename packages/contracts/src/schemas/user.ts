import { z } from 'zod';
import { userApi } from '../api/user.ts';
import { userInfoRow } from './account.ts';
import { flagValue, withSchemas } from './endpoint.ts';
import { integer, optionalText, paging, phone, storedName, text, timestamp } from './fields.ts';

const privilege = integer('权限').pipe(z.number().min(0, '权限格式错误').max(255, '权限格式错误'));

export const userListRow = z.object({
  id: z.number().int(),
  phone: z.string(),
  surname: z.string(),
  /** 1 the main account, 0 a member. */
  master: flagValue,
  privilege: z.number().int(),
  bindStatus: flagValue,
});

export const weixinBindTicketRow = z.object({
  ticket: z.string(),
  /** Outside production: GET it to simulate the scan (binds the member). */
  scanUrl: z.string(),
  /** ISO time. */
  expiresAt: z.string(),
});

export const userSchemas = {
  updatePassword: {
    body: z.object({
      /** Encrypted like login's password when config.json says encrypt (key from phone + timestamp). */
      oldPassword: text('原密码', 512),
      newPassword: text('新密码', 512),
      timestamp: timestamp().optional(),
    }),
  },
  uploadHeadPhoto: { upload: { fileField: 'attach' }, row: z.object({ headPhoto: z.string() }) },
  headPhoto: { query: z.object({ name: storedName('文件名'), token: optionalText('令牌', 200) }), file: 'image/*' },
  queryUserInfo: { row: userInfoRow },
  unbindWeixinMp: { row: z.object({ bindStatus: z.literal(0) }) },
  createWeixinBindTicket: { row: weixinBindTicketRow },
  queryUserList: {
    body: z.object({ ...paging(10), phone: optionalText('手机号', 11) }),
    row: userListRow,
  },
  updateUser: {
    body: z
      .object({
        /** The member to change: id or phone (at least one). */
        id: integer('成员ID', { positive: true }).optional(),
        phone: phone('手机号').optional(),
        surname: optionalText('姓名', 20),
        privilege: privilege.optional(),
      })
      .refine((b) => b.id !== undefined || b.phone !== undefined, { message: '成员ID不能为空', path: ['id'] }),
    row: z.object({ id: z.number().int(), phone: z.string(), surname: z.string(), privilege: z.number().int() }),
  },
};

export const userEndpoints = withSchemas(userApi, userSchemas);
