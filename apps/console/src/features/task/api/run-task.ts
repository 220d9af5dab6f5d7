import { type TaskRow, taskApi } from '@console/contracts';
import { callApi, firstRow } from '../../../shared/http/api-client.ts';
import { useTaskStatusChange } from './use-task-change.ts';

async function runTask(taskId: number): Promise<TaskRow> {
  return firstRow(await callApi(taskApi.runTask, { taskId }));
}

/** 继续 of a paused task: running again (2), or waiting (1) when its begin time is still ahead. */
export function useRunTask() {
  return useTaskStatusChange(runTask);
}
