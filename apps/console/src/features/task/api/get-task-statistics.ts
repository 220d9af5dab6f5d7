import { taskApi } from '@console/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi, firstRow } from '../../../shared/http/api-client.ts';
import { taskKeys } from './task-keys.ts';
import { TASK_CHANNEL_CODE } from './task-owner.ts';

/**
 * The detail page's five tiles (modules-spec 4.5). `search` counts the page's searches: each one
 * reads the tiles again, as the task may have called on since.
 */
export function useTaskStatistics(task: { taskId: number; businessId: number }, search: number) {
  return useQuery({
    queryKey: taskKeys.statistics(task.taskId, search),
    queryFn: async ({ signal }) =>
      firstRow(
        await callApi(
          taskApi.taskStatistics,
          { taskId: task.taskId, channelCode: TASK_CHANNEL_CODE, businessId: task.businessId },
          { signal },
        ),
      ),
    enabled: task.taskId > 0,
  });
}
