import { agentApi } from '@console/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/http/api-client.ts';
import { teamKeys } from './team-keys.ts';

/** The enterprise's ACD groups with their member counts (the left column and the member dialog). */
export function useGroups() {
  return useQuery({
    queryKey: teamKeys.groups,
    queryFn: async ({ signal }) => (await callApi(agentApi.acdQuery, {}, { signal })).rows,
  });
}
