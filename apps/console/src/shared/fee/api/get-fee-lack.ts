import { DEFAULT_FEE_CHECK, feeApi } from '@console/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, firstRow } from '../../http/api-client.ts';

/** Whether the business lacks communication fees (the fee check with the spec's default body). */
async function getFeeLack(signal?: AbortSignal): Promise<boolean> {
  return firstRow(await callApi(feeApi.checkFeeLeft, DEFAULT_FEE_CHECK, { signal })).lack === true;
}

/**
 * Per business, so a new login of another enterprise never shows the previous one's banner; the
 * shell's banner and the task page share the one answer.
 */
const feeLackQueryOptions = (businessId: number) =>
  queryOptions({
    queryKey: ['feeLack', businessId],
    queryFn: ({ signal }) => getFeeLack(signal),
    enabled: businessId > 0,
  });

/** `fresh`: read it again on mount (the task page: 4.2 loads status, fee and tasks together). */
export function useFeeLack(businessId: number, options: { fresh?: boolean } = {}) {
  return useQuery({
    ...feeLackQueryOptions(businessId),
    ...(options.fresh ? { refetchOnMount: 'always' as const } : {}),
  });
}
