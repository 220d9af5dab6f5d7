import { updateLogApi } from '@console/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, firstRow } from '../../http/api-client.ts';
import { useSessionStore } from '../../session/session-store.ts';

/** The time of the newest update log the account closed or viewed; null before the first. */
async function getUpdateLogRead(signal?: AbortSignal): Promise<string | null> {
  return firstRow(await callApi(updateLogApi.queryUpdateLogRead, undefined, { signal })).readTime;
}

/** Per account: the read state follows the person, not the browser. */
export const updateLogReadQueryOptions = (userId: number, businessId: number) =>
  queryOptions({
    queryKey: ['updateLogRead', businessId, userId],
    queryFn: ({ signal }) => getUpdateLogRead(signal),
    enabled: businessId > 0,
  });

export function useUpdateLogRead() {
  const userId = useSessionStore((state) => state.user?.id ?? 0);
  const businessId = useSessionStore((state) => state.user?.business.id ?? 0);
  return useQuery(updateLogReadQueryOptions(userId, businessId));
}
