import { z } from 'zod';
import { userApi } from '../api/user.ts';
import { withSchemas } from './endpoint.ts';
import { integer, optionalText, phone, storedName, text, timestamp } from './fields.ts';

const privilege = integer('权限').pipe(z.number().min(0, '权限格式错误').max(255, '权限格式错误'));

export const userEndpoints = withSchemas(userApi, {
  updatePassword: {
    body: z.object({
      oldPassword: text('原密码', 512),
      newPassword: text('新密码', 512),
      timestamp: timestamp().optional(),
    }),
  },
  headPhoto: { query: z.object({ name: storedName('文件名'), token: optionalText('令牌', 200) }) },
  queryUserList: {
    body: z.object({
      pageIndex: integer('页码', { positive: true }).default(1),
      pageSize: integer('每页条数', { positive: true }).pipe(z.number().max(100, '每页条数不能超过100')).default(10),
      phone: optionalText('手机号', 11),
    }),
  },
  updateUser: {
    body: z
      .object({
        id: integer('成员ID', { positive: true }).optional(),
        phone: phone('手机号').optional(),
        surname: optionalText('姓名', 20),
        privilege: privilege.optional(),
      })
      .refine((b) => b.id !== undefined || b.phone !== undefined, { message: '成员ID不能为空', path: ['id'] }),
  },
});
