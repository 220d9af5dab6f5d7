import { agentApi } from '@console/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi, firstRow } from '../../../shared/http/api-client.ts';
import { teamKeys } from './team-keys.ts';

/** 编辑成员: the member with their agent and groups; nothing is asked while adding. */
export function useAgentDetail(userId: number | undefined) {
  return useQuery({
    queryKey: teamKeys.agent(userId ?? 0),
    queryFn: async ({ signal }) => firstRow(await callApi(agentApi.agentQueryByAgentId, { userId }, { signal })),
    enabled: userId !== undefined,
    // The dialog fills its form from a fresh read, not from what an earlier opening cached.
    gcTime: 0,
  });
}
