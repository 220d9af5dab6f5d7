import { agentApi, type BodyOf } from '@console/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/http/api-client.ts';
import { teamKeys } from './team-keys.ts';

/** 成员管理 with the agent function (modules-spec 6.2): all members, a group's, or those in none. */
export function useTeamMembers(query: BodyOf<typeof agentApi.queryAgentsAcdsByPage>) {
  return useQuery({
    queryKey: teamKeys.members(query),
    queryFn: ({ signal }) => callApi(agentApi.queryAgentsAcdsByPage, query, { signal }),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
}
