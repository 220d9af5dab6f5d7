import { agentApi } from '@console/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/http/api-client.ts';

/** The signed-in member's agent: 工号 and groups, as the team page set them. */
export function useOwnAgent(userId: number) {
  return useQuery({
    queryKey: ['agent-desk', 'own-agent', userId],
    queryFn: async ({ signal }) => {
      const { rows } = await callApi(agentApi.queryAgentsAcdsByPage, { userId, pageIndex: 1, pageSize: 1 }, { signal });
      return rows[0] ?? null;
    },
  });
}
