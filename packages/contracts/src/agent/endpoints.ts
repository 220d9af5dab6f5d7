import type { z } from 'zod';
import { defineEndpoints } from '../endpoint.ts';
import type { acdGroupRow, agentAcdRow, agentDetailRow, agentSchemas, auditRow, groupAgentRow } from './schemas.ts';

/**
 * ACD groups, agents and the team's audit log (service kxjlAc, modules-spec 6.2). Changes are the
 * main account's (or the platform operator's); reading needs the team access. Everything but a
 * member's lookup of their own agent also needs the enterprise's agent function.
 */
export const agentApi = defineEndpoints<typeof agentSchemas>()({
  acdQuery: {
    service: 'kxjlAc',
    method: 'POST',
    path: '/api/v1/{businessId}/manage/acd/query',
    auth: 'session',
    access: 'acd',
    summary: '技能组列表',
  },
  acdCreate: {
    service: 'kxjlAc',
    method: 'POST',
    path: '/api/v1/{businessId}/manage/acd/create',
    auth: 'session',
    access: 'acd',
    summary: '新建技能组（主账号）',
  },
  acdUpdate: {
    service: 'kxjlAc',
    method: 'POST',
    path: '/api/v1/{businessId}/manage/acd/update',
    auth: 'session',
    access: 'acd',
    summary: '编辑技能组（主账号）',
  },
  acdDelete: {
    service: 'kxjlAc',
    method: 'POST',
    path: '/api/v1/{businessId}/manage/acd/delete',
    auth: 'session',
    access: 'acd',
    summary: '删除技能组（主账号）',
  },
  /**
   * With `userId`: that member's agent (anyone may look up their own; the agent desk's check).
   * Without: the team table, members of the group `acdId`, or those in no group (isDefault 1).
   */
  queryAgentsAcdsByPage: {
    service: 'kxjlAc',
    method: 'POST',
    path: '/api/v1/{businessId}/manage/acd-agent/queryAgentsAcdsByPage',
    auth: 'session',
    summary: '成员与技能组',
  },
  /** The agents of a group with their live state (registered, in a call). */
  listAcdAgent: {
    service: 'kxjlAc',
    method: 'POST',
    path: '/api/v1/{businessId}/manage/acd-agent/list-acd-agent',
    auth: 'session',
    access: 'acd',
    summary: '技能组坐席状态',
  },
  agentQueryByAgentId: {
    service: 'kxjlAc',
    method: 'POST',
    path: '/api/v1/{businessId}/uc/agent/queryByAgentId',
    auth: 'session',
    access: 'team',
    summary: '成员详情',
  },
  agentCreate: {
    service: 'kxjlAc',
    method: 'POST',
    path: '/api/v1/{businessId}/uc/agent/create',
    auth: 'session',
    access: 'acd',
    summary: '新增客服账号（主账号）',
  },
  agentUpdate: {
    service: 'kxjlAc',
    method: 'POST',
    path: '/api/v1/{businessId}/uc/agent/update',
    auth: 'session',
    access: 'acd',
    summary: '编辑客服账号（主账号）',
  },
  agentDelete: {
    service: 'kxjlAc',
    method: 'POST',
    path: '/api/v1/{businessId}/uc/agent/delete',
    auth: 'session',
    access: 'acd',
    summary: '删除客服账号（主账号）',
  },
  /** Who changed which member, role, privilege, group or agent, and how. */
  auditQuery: {
    service: 'kxjlAc',
    method: 'POST',
    path: '/api/v1/{businessId}/manage/audit/query',
    auth: 'session',
    access: 'team',
    summary: '团队操作日志',
  },
});

export type AgentAcdRow = z.output<typeof agentAcdRow>;
export type AcdGroupRow = z.output<typeof acdGroupRow>;
export type GroupAgentRow = z.output<typeof groupAgentRow>;
export type AgentDetailRow = z.output<typeof agentDetailRow>;
export type AuditRow = z.output<typeof auditRow>;
