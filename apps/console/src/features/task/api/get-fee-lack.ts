import { DEFAULT_FEE_CHECK, feeApi } from '@console/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, firstRow } from '../../../shared/http/api-client.ts';

/** Whether the business lacks communication fees (the fee check with the spec's default body). */
async function getFeeLack(signal?: AbortSignal): Promise<boolean> {
  return firstRow(await callApi(feeApi.checkFeeLeft, DEFAULT_FEE_CHECK, { signal })).lack === true;
}

/**
 * The same key as the shell's banner query, so the page and the banner share one answer; the page
 * reads it again on entry (4.2: status, fee and tasks are loaded together).
 */
const feeLackQueryOptions = (businessId: number) =>
  queryOptions({
    queryKey: ['feeLack', businessId],
    queryFn: ({ signal }) => getFeeLack(signal),
    enabled: businessId > 0,
  });

export function useFeeLack(businessId: number) {
  return useQuery({ ...feeLackQueryOptions(businessId), refetchOnMount: 'always' });
}
