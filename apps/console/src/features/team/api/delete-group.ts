import { agentApi } from '@console/contracts';
import { callApi } from '../../../shared/http/api-client.ts';
import { useTeamChange } from './use-team-change.ts';

async function deleteGroup(id: number): Promise<void> {
  await callApi(agentApi.acdDelete, { id });
}

/** 删除 of a group: its members stay, in their other groups or 未分组. */
export function useDeleteGroup() {
  return useTeamChange(deleteGroup);
}
