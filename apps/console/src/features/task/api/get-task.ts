import { taskApi } from '@console/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi, firstRow } from '../../../shared/http/api-client.ts';
import { taskKeys } from './task-keys.ts';
import { TASK_SYS_TYPE } from './task-owner.ts';

/** One task as it is now, for 编辑任务 (the card may be up to one poll old). */
export function useTask(taskId: number | undefined) {
  return useQuery({
    queryKey: taskKeys.one(taskId ?? 0),
    queryFn: async ({ signal }) =>
      firstRow(await callApi(taskApi.searchTaskList, { sysType: TASK_SYS_TYPE, taskId }, { signal })),
    enabled: taskId !== undefined,
    refetchOnMount: 'always',
  });
}
