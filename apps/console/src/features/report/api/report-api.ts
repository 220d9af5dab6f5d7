import {
  type BodyOf,
  type CallBatchSummary,
  DOWNLOAD_SYS_TYPE,
  DownloadType,
  downloadApi,
  type ReportQueryBody,
  type ReportSummary,
  reportApi,
  type SpeechSkillSummaryRow,
} from '@console/contracts';
import { callApi, firstRow } from '../../../shared/http/api-client.ts';
import { REPORT_CHANNEL_CODE, type ReportDirection } from '../report-query.ts';

/** Scripts offered by the filter: the first page of 100 (spec section 9), status 4. */
export const SPEECH_SKILL_QUERY = { name: '', status: 4, pageIndex: 1, pageSize: 100 } as const;

export async function fetchReportSummary(body: ReportQueryBody, signal?: AbortSignal): Promise<ReportSummary> {
  return firstRow(await callApi(reportApi.indexStatistics, body, { signal }));
}

export async function fetchCallBatchSummary(body: ReportQueryBody, signal?: AbortSignal): Promise<CallBatchSummary> {
  return firstRow(await callApi(reportApi.indexCallBatchStatistics, body, { signal }));
}

export async function fetchSpeechSkills(): Promise<SpeechSkillSummaryRow[]> {
  return (await callApi(reportApi.querySpeechSkill, SPEECH_SKILL_QUERY)).rows;
}

/** The business's numbers a customer can call (types 1 and 3, status 1): the reception tab's callee filter. */
export async function fetchCalleeNumbers(businessId: number): Promise<string[]> {
  const { rows } = await callApi(reportApi.queryCPNInfoWithBus, {
    businessId,
    cpnTypeArr: [1, 3],
    status: 1,
  });
  return [...new Set(rows.map((row) => row.cpnCode))];
}

/** Adds the report export of a tab to the download centre. */
export async function addReportExport(query: ReportQueryBody, direction: ReportDirection): Promise<void> {
  const body: BodyOf<typeof downloadApi.addDownloadTask> = {
    businessId: query.businessId,
    sysType: DOWNLOAD_SYS_TYPE,
    downloadType: direction === 1 ? DownloadType.reportOutbound : DownloadType.reportInbound,
    channelCode: REPORT_CHANNEL_CODE,
    query,
  };
  await callApi(downloadApi.addDownloadTask, body);
}

/** Per business, so another enterprise's login never shows this one's figures. */
export const reportQueryKeys = {
  summary: (body: ReportQueryBody | null) => ['report', 'summary', body] as const,
  callBatch: (body: ReportQueryBody | null) => ['report', 'callBatch', body] as const,
  speechSkills: (businessId: number) => ['report', 'speechSkills', businessId] as const,
  calleeNumbers: (businessId: number) => ['report', 'calleeNumbers', businessId] as const,
};
