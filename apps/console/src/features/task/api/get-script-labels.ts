import { speechApi } from '@console/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/http/api-client.ts';
import { taskKeys } from './task-keys.ts';

/** The labels the task's script can give a call (标签 filter). */
export function useScriptLabels(speechSkillId: number, businessId: number) {
  return useQuery({
    queryKey: taskKeys.scriptLabels(speechSkillId),
    queryFn: async ({ signal }) => {
      const { rows } = await callApi(speechApi.queryLabel, { id: speechSkillId, businessId }, { signal });
      return rows.map((row) => row.name);
    },
    enabled: speechSkillId > 0,
    staleTime: 60_000,
  });
}
