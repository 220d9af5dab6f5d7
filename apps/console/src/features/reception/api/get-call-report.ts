import {
  type BodyOf,
  DOWNLOAD_SYS_TYPE,
  DownloadType,
  downloadApi,
  receptionDataApi,
  reportApi,
  speechApi,
} from '@console/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { downloadTaskKeys } from '../../../shared/download-tasks/download-task-keys.ts';
import { callApi } from '../../../shared/http/api-client.ts';
import { CALL_REPORT_CHANNEL_CODE, type CallReportExportQuery } from '../call-report-query.ts';
import { receptionKeys } from './reception-keys.ts';

export type CallReportQuery = BodyOf<typeof receptionDataApi.queryCallReport>;

/** A page of the inbound calls with the page's filters; `search` counts the 筛选 clicks. */
export function useCallReport(query: CallReportQuery, search: number) {
  return useQuery({
    queryKey: receptionKeys.callReport(query, search),
    queryFn: ({ signal }) => callApi(receptionDataApi.queryCallReport, query, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** 被叫号码: the enterprise's numbers a customer can call (types 1 and 3, status 1), each once. */
export function useCalleeNumbers(businessId: number) {
  return useQuery({
    queryKey: receptionKeys.calleeNumbers(businessId),
    queryFn: async ({ signal }) => {
      const body = { businessId, cpnTypeArr: [1, 3], status: 1 };
      const { rows } = await callApi(reportApi.queryCPNInfoWithBus, body, { signal });
      return [...new Set(rows.map((row) => row.cpnCode))];
    },
    enabled: businessId > 0,
  });
}

/** 意向程度: every grade's name. */
export function useIntentionNames(businessId: number) {
  return useQuery({
    queryKey: receptionKeys.intentions(businessId),
    queryFn: async ({ signal }) =>
      (await callApi(reportApi.queryLabelOptionList, undefined, { signal })).rows.map((row) => row.name),
    enabled: businessId > 0,
  });
}

/** 标签: the labels the chosen script can give a call. */
export function useScriptLabels(speechSkillId: number | undefined, businessId: number) {
  return useQuery({
    queryKey: receptionKeys.scriptLabels(speechSkillId ?? 0),
    queryFn: async ({ signal }) => {
      const { rows } = await callApi(speechApi.queryLabel, { id: speechSkillId ?? 0, businessId }, { signal });
      return rows.map((row) => row.name);
    },
    enabled: (speechSkillId ?? 0) > 0,
    staleTime: 60_000,
  });
}

/** 导出报表: download type 10 of the page's filters and order; the download centre reads its tasks again. */
export function useAddCallReportExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (query: CallReportExportQuery) =>
      callApi(downloadApi.addDownloadTask, {
        businessId: query.businessId,
        sysType: DOWNLOAD_SYS_TYPE,
        downloadType: DownloadType.reportInbound,
        channelCode: CALL_REPORT_CHANNEL_CODE,
        query,
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: downloadTaskKeys.all }),
  });
}
