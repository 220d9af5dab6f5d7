import type { z } from 'zod';
import { defineEndpoints } from '../endpoint.ts';
import type { agentAcdRow, agentSchemas } from '../schemas/agent.ts';

/** Agents and ACD groups (service kxjlAc). */
export const agentApi = defineEndpoints<typeof agentSchemas>()({
  queryAgentsAcdsByPage: {
    service: 'kxjlAc',
    method: 'POST',
    path: '/api/v1/{businessId}/manage/acd-agent/queryAgentsAcdsByPage',
    auth: 'session',
    summary: '成员的坐席与技能组',
  },
  /** Platform operator only (inner login): links a member to an agent of an ACD group. */
  linkAgent: {
    service: 'kxjlAc',
    method: 'POST',
    path: '/api/v1/{businessId}/manage/acd-agent/linkAgent',
    auth: 'session',
    summary: '绑定成员坐席（平台运营）',
  },
});

export type AgentAcdRow = z.output<typeof agentAcdRow>;
