import { type BodyOf, DOWNLOAD_SYS_TYPE, DownloadType, downloadApi, type ReportQueryBody } from '@console/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { downloadTaskKeys } from '../../../shared/download-tasks/download-task-keys.ts';
import { callApi } from '../../../shared/http/api-client.ts';
import { REPORT_CHANNEL_CODE, type ReportDirection } from '../report-query.ts';

/** Adds the report export of a tab to the download centre. */
async function addReportExport(query: ReportQueryBody, direction: ReportDirection): Promise<void> {
  const body: BodyOf<typeof downloadApi.addDownloadTask> = {
    businessId: query.businessId,
    sysType: DOWNLOAD_SYS_TYPE,
    downloadType: direction === 1 ? DownloadType.reportOutbound : DownloadType.reportInbound,
    channelCode: REPORT_CHANNEL_CODE,
    query,
  };
  await callApi(downloadApi.addDownloadTask, body);
}

/** A new export is a new download task: the download centre's tasks are read again. */
export function useAddReportExport(direction: ReportDirection) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (query: ReportQueryBody) => addReportExport(query, direction),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: downloadTaskKeys.all });
    },
  });
}
