import { type TaskRow, taskApi } from '@console/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/http/api-client.ts';
import { taskKeys } from './task-keys.ts';

async function deleteTask(taskId: number): Promise<number> {
  await callApi(taskApi.deleteTask, { taskId });
  return taskId;
}

/** 删除: the card goes at once (the next poll would take up to 10 s), then the lists are read again. */
export function useDeleteTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTask,
    onSuccess: (taskId) => {
      queryClient.setQueriesData<TaskRow[]>({ queryKey: taskKeys.currentAll }, (rows) =>
        rows?.filter((row) => row.taskId !== taskId),
      );
      return queryClient.invalidateQueries({ queryKey: taskKeys.all });
    },
  });
}
