import { agentApi, type BodyOf } from '@console/contracts';
import { callApi } from '../../../shared/http/api-client.ts';
import { useTeamChange } from './use-team-change.ts';

export type AgentCreateBody = BodyOf<typeof agentApi.agentCreate>;
export type AgentUpdateBody = BodyOf<typeof agentApi.agentUpdate>;

type AgentSave = { create: AgentCreateBody } | { update: AgentUpdateBody };

async function saveAgent(save: AgentSave): Promise<void> {
  if ('create' in save) await callApi(agentApi.agentCreate, save.create);
  else await callApi(agentApi.agentUpdate, save.update);
}

/** 添加成员 / 编辑成员: the member, their role, agent and groups in one call. */
export function useSaveAgent() {
  return useTeamChange(saveAgent);
}
