import { DOWNLOAD_SYS_TYPE, type DownloadType, downloadApi } from '@console/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { downloadTaskKeys } from '../../../shared/download-tasks/download-task-keys.ts';
import { callApi } from '../../../shared/http/api-client.ts';
import { TASK_CHANNEL_CODE } from './task-owner.ts';

export interface TaskExport {
  downloadType: typeof DownloadType.taskReport | typeof DownloadType.taskRecordings | typeof DownloadType.taskNumbers;
  /** The task's business (the owner's), and the page's filters; for 下载名单 also callOut. */
  query: { businessId: number; taskId: number } & Record<string, unknown>;
}

/**
 * 导出报表, 录音下载, 下载报表 and 下载名单: a download-centre task. The centre's tasks are read again, so its
 * badge counts the new one at once.
 */
export function useAddTaskExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ downloadType, query }: TaskExport) => {
      await callApi(downloadApi.addDownloadTask, {
        businessId: query.businessId,
        sysType: DOWNLOAD_SYS_TYPE,
        channelCode: TASK_CHANNEL_CODE,
        downloadType,
        query: { channelCode: TASK_CHANNEL_CODE, ...query },
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: downloadTaskKeys.all }),
  });
}
