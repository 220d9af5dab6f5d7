import { blacklistApi } from '@console/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { downloadTaskKeys } from '../../../shared/download-tasks/download-task-keys.ts';
import { callApi } from '../../../shared/http/api-client.ts';

async function exportNumbers(number: string): Promise<void> {
  await callApi(blacklistApi.exportBlacklist, number ? { number } : {});
}

/** 导出: a download-centre task of the listed numbers, so the download centre is read again. */
export function useExportBlacklist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: exportNumbers,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: downloadTaskKeys.all }),
  });
}
