import { monitorApi } from '@console/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/http/api-client.ts';
import { LIVE_FALLBACK_POLL_MS } from './get-live-tasks.ts';
import { monitorKeys } from './monitor-keys.ts';

/** A task's calls in progress as the server has them now; pushed changes follow (live-calls.ts). */
export function useLiveCallSnapshot(taskId: number, pushed: boolean) {
  return useQuery({
    queryKey: monitorKeys.calls(taskId),
    queryFn: async ({ signal }) => (await callApi(monitorApi.queryRealTimeCallDetail, { taskId }, { signal })).rows,
    enabled: taskId !== 0,
    refetchInterval: pushed ? false : LIVE_FALLBACK_POLL_MS,
    // Each answer replaces what the pushes built: it must not be served from the cache on return.
    gcTime: 0,
  });
}
