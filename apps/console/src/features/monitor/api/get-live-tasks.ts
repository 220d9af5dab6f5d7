import { monitorApi } from '@console/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callApi } from '../../../shared/http/api-client.ts';
import { onMonitorEvent } from '../../../shared/realtime/monitor-events.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { monitorKeys } from './monitor-keys.ts';

/**
 * Without the real-time connection (not configured, or reconnecting) the pages re-read this often;
 * with it, pushed changes reload them.
 */
export const LIVE_FALLBACK_POLL_MS = 10_000;

/** Pushed changes come in bursts (every call that starts or ends): the list reloads at most this often. */
const RELOAD_AFTER_PUSH_MS = 1000;

/** The running tasks with their live figures, reloaded a moment after pushed changes. */
export function useLiveTasks(pushed: boolean) {
  const client = useQueryClient();
  const businessId = useSessionStore((state) => state.user?.business.id ?? 0);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = onMonitorEvent(() => {
      timer ??= setTimeout(() => {
        timer = undefined;
        void client.invalidateQueries({ queryKey: monitorKeys.tasks(businessId) });
      }, RELOAD_AFTER_PUSH_MS);
    });
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [client, businessId]);

  return useQuery({
    queryKey: monitorKeys.tasks(businessId),
    queryFn: async ({ signal }) => (await callApi(monitorApi.queryRealTimeData, undefined, { signal })).rows,
    enabled: businessId > 0,
    refetchInterval: pushed ? false : LIVE_FALLBACK_POLL_MS,
  });
}
