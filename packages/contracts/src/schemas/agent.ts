import { z } from 'zod';
import { agentApi } from '../api/agent.ts';
import { withSchemas } from './endpoint.ts';
import { integer, optionalText, phone, text } from './fields.ts';

export const agentEndpoints = withSchemas(agentApi, {
  queryAgentsAcdsByPage: {
    body: z.object({
      userId: integer('用户ID', { positive: true }),
      pageIndex: integer('页码', { positive: true }).default(1),
      pageSize: integer('每页条数', { positive: true }).pipe(z.number().max(100, '每页条数不能超过100')).default(10),
    }),
  },
  linkAgent: {
    body: z.object({
      phone: phone('手机号'),
      acdId: text('技能组ID', 64),
      agentId: optionalText('坐席ID', 64),
      dn: text('分机号', 32).regex(/^\d+$/, '分机号格式错误'),
    }),
  },
});
