import { DEFAULT_MONITOR_COLOURS, type MonitorColours, monitorApi } from '@console/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, firstRow } from '../../../shared/http/api-client.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { monitorKeys } from './monitor-keys.ts';

/** The enterprise's colour thresholds; the defaults until they load. */
export function useMonitorColours(): MonitorColours {
  const businessId = useSessionStore((state) => state.user?.business.id ?? 0);
  const query = useQuery({
    queryKey: monitorKeys.colours(businessId),
    queryFn: async ({ signal }) => firstRow(await callApi(monitorApi.queryConfig, undefined, { signal })),
    enabled: businessId > 0,
  });
  return query.data ?? DEFAULT_MONITOR_COLOURS;
}

export function useSaveMonitorColours() {
  const client = useQueryClient();
  const businessId = useSessionStore((state) => state.user?.business.id ?? 0);
  return useMutation({
    mutationFn: async (colours: MonitorColours) => {
      await callApi(monitorApi.config, colours);
    },
    onSuccess: (_, colours) => client.setQueryData(monitorKeys.colours(businessId), colours),
  });
}
