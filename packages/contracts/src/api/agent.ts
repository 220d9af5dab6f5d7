import { defineEndpoints } from '../endpoint.ts';

/** Agents and ACD groups (service kxjlAc). */
export const agentApi = defineEndpoints({
  queryAgentsAcdsByPage: {
    service: 'kxjlAc',
    method: 'POST',
    path: '/api/v1/{businessId}/manage/acd-agent/queryAgentsAcdsByPage',
    auth: 'session',
  },
  /** Platform operator only (inner login): links a member to an agent of an ACD group. */
  linkAgent: {
    service: 'kxjlAc',
    method: 'POST',
    path: '/api/v1/{businessId}/manage/acd-agent/linkAgent',
    auth: 'session',
  },
});

export interface AgentAcdRow {
  acdId: string;
  agentId: string;
  dn: string;
  userId: number;
}
