import { agentApi, type BodyOf } from '@console/contracts';
import { callApi } from '../../../shared/http/api-client.ts';
import { useTeamChange } from './use-team-change.ts';

export type GroupBody = BodyOf<typeof agentApi.acdCreate>;

/** With an id the group is edited, without one created. */
async function saveGroup({ id, ...body }: GroupBody & { id?: number }): Promise<void> {
  if (id === undefined) await callApi(agentApi.acdCreate, body);
  else await callApi(agentApi.acdUpdate, { ...body, id });
}

/** 创建分组 / 编辑分组. */
export function useSaveGroup() {
  return useTeamChange(saveGroup);
}
