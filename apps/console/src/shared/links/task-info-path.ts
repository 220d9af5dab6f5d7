import type { TaskRow } from '@console/contracts';

/**
 * 详情 of a task (its card, the history, a pushed intention notice): the detail page reads the
 * owning business, the task and its script from the query.
 */
export function taskInfoPath(task: Pick<TaskRow, 'businessId' | 'taskId' | 'speechSkillId'>): string {
  const query = new URLSearchParams({
    businessId: String(task.businessId),
    taskId: String(task.taskId),
    speechSkillId: String(task.speechSkillId),
  });
  return `/taskinfo?${query}`;
}
