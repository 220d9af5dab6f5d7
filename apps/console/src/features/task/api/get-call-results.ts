import { type CallResultRow, taskApi } from '@console/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/http/api-client.ts';
import { taskKeys } from './task-keys.ts';

/** Where the original console kept the outcomes for the tab's life (modules-spec 4.1). */
const STORAGE_KEY = '__callresult';

function stored(): CallResultRow[] | undefined {
  try {
    const rows = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null');
    return Array.isArray(rows) ? rows : undefined;
  } catch {
    return undefined;
  }
}

/** The outcomes a call can have (通话结果 filter): read once a tab. */
export function useCallResults() {
  return useQuery({
    queryKey: taskKeys.callResults,
    queryFn: async ({ signal }) => {
      const cached = stored();
      if (cached) return cached;
      const { rows } = await callApi(taskApi.searchCallResultList, undefined, { signal });
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(rows));
      return rows;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}
