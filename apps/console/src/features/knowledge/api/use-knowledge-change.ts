import { useMutation, useQueryClient } from '@tanstack/react-query';
import { downloadTaskKeys } from '../../../shared/download-tasks/download-task-keys.ts';
import { changedByEdits } from './knowledge-keys.ts';

/** A change to the knowledge bases or dictionaries: once it succeeded, their lists are read again. */
export function useKnowledgeChange<Input, Output>(change: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries(changedByEdits),
  });
}

/**
 * An export (导出问题, 导出): a new download task, so the download centre's tasks are read again
 * and its badge counts it at once.
 */
export function useExport<Input>(addExport: (input: Input) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addExport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: downloadTaskKeys.all }),
  });
}

/** After an import changed a list (导入成功, or part of the rows): the lists, and the download centre for the rejected rows. */
export function useReloadAfterImport() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries(changedByEdits);
    void queryClient.invalidateQueries({ queryKey: downloadTaskKeys.all });
  };
}
