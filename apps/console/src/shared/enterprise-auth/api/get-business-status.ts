import { businessApi } from '@console/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, firstRow } from '../../http/api-client.ts';

/** The enterprise verification status (1 submitted, 2 verified, anything else not verified). */
async function getBusinessStatus(signal?: AbortSignal): Promise<number> {
  return firstRow(await callApi(businessApi.queryBusinessStatus, undefined, { signal })).status;
}

/** Per business, so a new login of another enterprise never shows the previous one's status. */
export const businessStatusQueryOptions = (businessId: number) =>
  queryOptions({
    queryKey: ['businessStatus', businessId],
    queryFn: ({ signal }) => getBusinessStatus(signal),
    enabled: businessId > 0,
  });

export function useBusinessStatus(businessId: number) {
  return useQuery(businessStatusQueryOptions(businessId));
}
