import { reportApi } from '@console/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/http/api-client.ts';

/** The business's numbers a customer can call (types 1 and 3, status 1), each once. */
async function getCalleeNumbers(businessId: number, signal?: AbortSignal): Promise<string[]> {
  const { rows } = await callApi(
    reportApi.queryCPNInfoWithBus,
    { businessId, cpnTypeArr: [1, 3], status: 1 },
    { signal },
  );
  return [...new Set(rows.map((row) => row.cpnCode))];
}

const calleeNumbersQueryOptions = (businessId: number) =>
  queryOptions({
    queryKey: ['report', 'calleeNumbers', businessId],
    queryFn: ({ signal }) => getCalleeNumbers(businessId, signal),
  });

/** The reception tab's callee filter; the outbound tab does not ask. */
export function useCalleeNumbers(businessId: number, enabled: boolean) {
  return useQuery({ ...calleeNumbersQueryOptions(businessId), enabled });
}
