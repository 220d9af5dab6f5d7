import { agentApi } from '@console/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/http/api-client.ts';
import { teamKeys } from './team-keys.ts';

/** 未分组（N）: only the total of members in no group is wanted, so a page of one row is asked. */
export function useUngroupedCount() {
  return useQuery({
    queryKey: teamKeys.ungroupedCount,
    queryFn: async ({ signal }) =>
      (await callApi(agentApi.queryAgentsAcdsByPage, { isDefault: 1, pageIndex: 1, pageSize: 1 }, { signal }))
        .totalCount,
  });
}
