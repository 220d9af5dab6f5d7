import { agentApi } from '@console/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/http/api-client.ts';
import { speechKeys } from './speech-keys.ts';

/** The enterprise's ACD groups a transfer can ring, by name (transfer nodes, global intents). */
export function useAcdGroupOptions() {
  return useQuery({
    queryKey: speechKeys.acdGroups,
    queryFn: async ({ signal }) =>
      (await callApi(agentApi.acdQuery, {}, { signal })).rows.map((group) => ({ value: group.id, label: group.name })),
  });
}
