import { type CustomerQueryInput, DOWNLOAD_SYS_TYPE, DownloadType, downloadApi } from '@console/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { downloadTaskKeys } from '../../../shared/download-tasks/download-task-keys.ts';
import { callApi } from '../../../shared/http/api-client.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';

/** channelCode of the console's download-centre jobs (modules-spec 1). */
const CHANNEL_CODE = 2;

/** 导出Excel with 全部: download type 3 of the list's current query; the download centre reads again. */
export function useAddCustomerExport() {
  const queryClient = useQueryClient();
  const businessId = useSessionStore((state) => state.user?.business.id ?? 0);
  return useMutation({
    mutationFn: (query: CustomerQueryInput) =>
      callApi(downloadApi.addDownloadTask, {
        businessId,
        sysType: DOWNLOAD_SYS_TYPE,
        downloadType: DownloadType.customers,
        channelCode: CHANNEL_CODE,
        query,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: downloadTaskKeys.all }),
  });
}
