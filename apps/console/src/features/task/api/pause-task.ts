import { type TaskRow, taskApi } from '@console/contracts';
import { callApi, firstRow } from '../../../shared/http/api-client.ts';
import { useTaskStatusChange } from './use-task-change.ts';

async function pauseTask(taskId: number): Promise<TaskRow> {
  return firstRow(await callApi(taskApi.pauseTask, { taskId }));
}

/** 暂停: the task stops calling until 继续 (status 3). */
export function usePauseTask() {
  return useTaskStatusChange(pauseTask);
}
