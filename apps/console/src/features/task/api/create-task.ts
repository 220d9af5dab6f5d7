import { type BodyOf, taskApi } from '@console/contracts';
import { callApi, firstRow } from '../../../shared/http/api-client.ts';
import { useTaskChange } from './use-task-change.ts';

export type NewTask = BodyOf<typeof taskApi.createTaskWithFile>;

async function createTask(task: NewTask): Promise<number> {
  return firstRow(await callApi(taskApi.createTaskWithFile, task)).taskId;
}

/** 开始创建: the task with the uploaded numbers; answers its id. */
export function useCreateTask() {
  return useTaskChange(createTask);
}
