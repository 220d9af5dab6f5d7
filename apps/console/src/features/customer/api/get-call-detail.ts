import { customerApi } from '@console/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/http/api-client.ts';
import { customerKeys } from './customer-keys.ts';

/** The robot's call of an AI trace: its facts, dialog and recording. */
export function useCallDetail(traceId: number) {
  return useQuery({
    queryKey: customerKeys.callDetail(traceId),
    queryFn: async ({ signal }) => {
      const { rows } = await callApi(customerApi.queryCallDetail, { trace_id: traceId }, { signal });
      return rows[0] ?? null;
    },
    enabled: traceId > 0,
  });
}
