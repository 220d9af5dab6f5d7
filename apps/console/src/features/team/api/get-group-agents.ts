import { type AgentState, agentApi } from '@console/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/http/api-client.ts';
import { teamKeys } from './team-keys.ts';

/** Agents log in, take calls and hang up while the page is open: their state is read again this often. */
const AGENT_STATE_POLL_MS = 10_000;

/** The live state of a group's agents by agent id (状态); nothing is asked without a group. */
export function useGroupAgentStates(acdId: number | undefined) {
  return useQuery({
    queryKey: teamKeys.groupAgents(acdId ?? 0),
    queryFn: async ({ signal }) => (await callApi(agentApi.listAcdAgent, { acdId }, { signal })).rows,
    enabled: acdId !== undefined,
    refetchInterval: AGENT_STATE_POLL_MS,
    select: (rows) => new Map<string, AgentState>(rows.map((row) => [row.agentId, row.state])),
  });
}
