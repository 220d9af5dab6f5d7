import { z } from 'zod';
import { agentApi } from '../api/agent.ts';
import { withSchemas } from './endpoint.ts';
import { integer, optionalText, paging, phone, text } from './fields.ts';

export const agentAcdRow = z.object({
  acdId: z.string(),
  agentId: z.string(),
  dn: z.string(),
  userId: z.number().int(),
});

export const agentSchemas = {
  queryAgentsAcdsByPage: {
    body: z.object({ userId: integer('用户ID', { positive: true }), ...paging(10) }),
    row: agentAcdRow,
  },
  linkAgent: {
    body: z.object({
      phone: phone('手机号'),
      acdId: text('技能组ID', 64),
      agentId: optionalText('坐席ID', 64),
      dn: text('分机号', 32).regex(/^\d+$/, '分机号格式错误'),
    }),
    row: agentAcdRow,
  },
};

export const agentEndpoints = withSchemas(agentApi, agentSchemas);
