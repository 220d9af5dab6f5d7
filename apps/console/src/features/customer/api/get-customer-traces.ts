import { customerApi } from '@console/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/http/api-client.ts';
import { customerKeys } from './customer-keys.ts';

/** A customer's records of one task, newest first: the timeline and the current stage. */
export function useCustomerTraces(telNumber: string, taskId: number | undefined) {
  return useQuery({
    queryKey: customerKeys.traces(telNumber, taskId),
    queryFn: async ({ signal }) => {
      const { rows } = await callApi(
        customerApi.queryCustomerTrace,
        { tel_number: telNumber, task_id: taskId },
        { signal },
      );
      return rows;
    },
    enabled: telNumber !== '',
  });
}
