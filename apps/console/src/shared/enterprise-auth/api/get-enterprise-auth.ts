import { businessApi, type EnterpriseAuthRow } from '@console/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../http/api-client.ts';

/** The verification: its status and failure remark, and the submitted data (empty before any). */
async function getEnterpriseAuth(signal?: AbortSignal): Promise<EnterpriseAuthRow | null> {
  const { rows } = await callApi(businessApi.queryEntAuthByBusId, undefined, { signal });
  return rows[0] ?? null;
}

export const enterpriseAuthQueryOptions = (businessId: number) =>
  queryOptions({
    queryKey: ['enterpriseAuth', businessId],
    queryFn: ({ signal }) => getEnterpriseAuth(signal),
    enabled: businessId > 0,
  });

export function useEnterpriseAuth(businessId: number) {
  return useQuery(enterpriseAuthQueryOptions(businessId));
}
