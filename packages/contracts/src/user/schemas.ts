import { z } from 'zod';
import { userInfoRow } from '../account/schemas.ts';
import { TEAM_FIELDS } from '../agent/constants.ts';
import { flagValue } from '../schemas/endpoint.ts';
import {
  checkedText,
  integer,
  ORIGINAL_UPLOAD,
  optionalInteger,
  optionalText,
  paging,
  phone,
  sortOrder,
  storedName,
  text,
  timestamp,
} from '../schemas/fields.ts';

const privilege = integer('权限').pipe(z.number().min(0, '权限格式错误').max(255, '权限格式错误'));

export const userListRow = z.object({
  id: z.number().int(),
  phone: z.string(),
  surname: z.string(),
  /** 1 the main account, 0 a member. */
  master: flagValue,
  privilege: z.number().int(),
  bindStatus: flagValue,
  /** agent/constants.ts MemberRole. */
  role: z.number().int(),
  /** YYYY-MM-DD HH:mm:ss in the report time zone. */
  createTime: z.string(),
});

/** 新增团队成员's texts (modules-spec 6.1). */
const memberName = checkedText(TEAM_FIELDS.memberSurname);
const memberPhone = checkedText(TEAM_FIELDS.memberPhone);

export const weixinBindTicketRow = z.object({
  ticket: z.string(),
  /** Outside production: GET it to simulate the scan (binds the member). */
  scanUrl: z.string(),
  /** ISO time. */
  expiresAt: z.string(),
});

export interface PasswordChange {
  oldPassword?: string;
  newPassword?: string;
  timestamp?: string | number;
}
/** The original console's names for the same change: originPassword, password, confirmPassword. */
export interface OriginalPasswordChange {
  originPassword?: string;
  password?: string;
  confirmPassword?: string;
  timestamp?: string | number;
}

function originalPasswordNames(body: PasswordChange | OriginalPasswordChange) {
  if (body === null || typeof body !== 'object' || !('originPassword' in body || 'password' in body)) return body;
  const { originPassword, password, ...rest } = body;
  return { ...rest, oldPassword: originPassword, newPassword: password };
}

export const userSchemas = {
  updatePassword: {
    body: z.preprocess(
      originalPasswordNames,
      z.object({
        /** Encrypted like login's password when config.json says encrypt (key from phone + timestamp). */
        oldPassword: text('原密码', 512),
        newPassword: text('新密码', 512),
        /** The original console's repeat of the new password; when sent it must match. */
        confirmPassword: optionalText('确认密码', 512),
        timestamp: timestamp().optional(),
      }),
    ),
  },
  uploadHeadPhoto: { upload: ORIGINAL_UPLOAD, row: z.object({ headPhoto: z.string() }) },
  headPhoto: { query: z.object({ name: storedName('文件名'), token: optionalText('令牌', 200) }), file: 'image/*' },
  queryUserInfo: { row: userInfoRow },
  unbindWeixinMp: { row: z.object({ bindStatus: z.literal(0) }) },
  createWeixinBindTicket: { row: weixinBindTicketRow },
  setInitialPassword: {
    body: z.object({
      /** Encrypted like login's password when config.json says encrypt (key from phone + timestamp). */
      newPassword: text('新密码', 512),
      timestamp: timestamp().optional(),
    }),
  },
  queryUserList: {
    body: z.object({
      ...paging(10),
      phone: optionalText('手机号', 11),
      surname: optionalText('姓名', 20),
      sortName: z.enum(['createTime', 'surname', 'phone'], { error: '排序字段格式错误' }).optional(),
      sortOrder: sortOrder(),
    }),
    row: userListRow,
  },
  addUser: {
    body: z.object({ surname: memberName, phone: memberPhone, privilege: privilege.optional() }),
    row: userListRow,
  },
  deleteUser: { body: z.object({ id: integer('成员ID', { positive: true }) }) },
  updateUser: {
    body: z
      .object({
        /** The member to change: id or phone (at least one). */
        id: optionalInteger('成员ID', { positive: true }),
        phone: phone('手机号').optional(),
        surname: memberName.optional(),
        privilege: privilege.optional(),
      })
      .refine((b) => b.id !== undefined || b.phone !== undefined, { message: '成员ID不能为空', path: ['id'] }),
    row: z.object({ id: z.number().int(), phone: z.string(), surname: z.string(), privilege: z.number().int() }),
  },
};
