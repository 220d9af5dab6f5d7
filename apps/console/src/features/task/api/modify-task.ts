import { type BodyOf, taskApi } from '@console/contracts';
import { callApi } from '../../../shared/http/api-client.ts';
import { useTaskChange } from './use-task-change.ts';

export type TaskChanges = BodyOf<typeof taskApi.modifyTask>;

async function modifyTask(changes: TaskChanges): Promise<void> {
  await callApi(taskApi.modifyTask, changes);
}

/** 编辑任务 保存: only the lines, the end time and the work windows change. */
export function useModifyTask() {
  return useTaskChange(modifyTask);
}
