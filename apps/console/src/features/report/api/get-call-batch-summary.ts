import { type CallBatchSummary, type ReportQueryBody, reportApi } from '@console/contracts';
import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { callApi, firstRow } from '../../../shared/http/api-client.ts';

async function getCallBatchSummary(body: ReportQueryBody, signal?: AbortSignal): Promise<CallBatchSummary> {
  return firstRow(await callApi(reportApi.indexCallBatchStatistics, body, { signal }));
}

const callBatchSummaryQueryOptions = (body: ReportQueryBody | null) =>
  queryOptions({
    queryKey: ['report', 'callBatch', body],
    queryFn: body ? ({ signal }) => getCallBatchSummary(body, signal) : skipToken,
  });

/** The custom batch metrics of a query; null when the business has them off. */
export function useCallBatchSummary(body: ReportQueryBody | null) {
  return useQuery({ ...callBatchSummaryQueryOptions(body), placeholderData: keepPreviousData });
}
