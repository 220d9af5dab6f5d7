import type { TaskRow } from '@console/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { taskKeys } from './task-keys.ts';

/** A change to a task (create, edit): once it succeeded, every task list is read again. */
export function useTaskChange<Input, Output>(change: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taskKeys.all }),
  });
}

/**
 * 暂停 or 继续: the server answers the task as it now is, which the card shows at once (the next
 * poll is up to 10 s away); the lists are read again after.
 */
export function useTaskStatusChange(change: (taskId: number) => Promise<TaskRow>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (changed) => {
      queryClient.setQueriesData<TaskRow[]>({ queryKey: taskKeys.currentAll }, (rows) =>
        rows?.map((row) => (row.taskId === changed.taskId ? changed : row)),
      );
      return queryClient.invalidateQueries({ queryKey: taskKeys.all });
    },
  });
}
