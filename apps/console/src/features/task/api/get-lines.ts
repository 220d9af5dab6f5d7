import { taskApi } from '@console/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/http/api-client.ts';
import { taskKeys } from './task-keys.ts';

/** 外显号码: the enterprise's lines, read each time the dialog opens (another task may have taken one). */
export function useLines(businessId: number) {
  return useQuery({
    queryKey: taskKeys.lines(businessId),
    queryFn: async ({ signal }) => (await callApi(taskApi.searchTel, undefined, { signal })).rows,
    enabled: businessId > 0,
    refetchOnMount: 'always',
  });
}
