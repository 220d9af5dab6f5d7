import { agentApi, type BodyOf } from '@console/contracts';
import { callApi } from '../../../shared/http/api-client.ts';
import { useTeamChange } from './use-team-change.ts';

async function deleteAgent(body: BodyOf<typeof agentApi.agentDelete>): Promise<void> {
  await callApi(agentApi.agentDelete, body);
}

/** 删除 of a member with their agent. */
export function useDeleteAgent() {
  return useTeamChange(deleteAgent);
}
