import { type DownloadTaskRow, downloadApi } from '@console/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { downloadTaskKeys } from '../../../shared/download-tasks/download-task-keys.ts';
import { type ApiResult, callApi } from '../../../shared/http/api-client.ts';

/** Cancels a running task, or removes a finished one together with its file. */
async function deleteDownloadTask(id: number): Promise<void> {
  await callApi(downloadApi.deleteDownloadTask, { id });
}

/** The row leaves every cached page at once; the pages are then read again (the next rows move up). */
export function useDeleteDownloadTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDownloadTask,
    onSuccess: (_, id) => {
      queryClient.setQueriesData<ApiResult<DownloadTaskRow>>(
        { queryKey: downloadTaskKeys.all },
        (old) => old && { rows: old.rows.filter((row) => row.id !== id), totalCount: Math.max(0, old.totalCount - 1) },
      );
      void queryClient.invalidateQueries({ queryKey: downloadTaskKeys.all });
    },
  });
}
