import { type ReportQueryBody, type ReportSummary, reportApi } from '@console/contracts';
import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { callApi, firstRow } from '../../../shared/http/api-client.ts';

async function getReportSummary(body: ReportQueryBody, signal?: AbortSignal): Promise<ReportSummary> {
  return firstRow(await callApi(reportApi.indexStatistics, body, { signal }));
}

/** Keyed by the whole query, which names the business: another enterprise's login never sees these figures. */
const reportSummaryQueryOptions = (body: ReportQueryBody | null) =>
  queryOptions({
    queryKey: ['report', 'summary', body],
    queryFn: body ? ({ signal }) => getReportSummary(body, signal) : skipToken,
  });

/** The figures of a query (none without one); the last figures stay on screen while new ones load. */
export function useReportSummary(body: ReportQueryBody | null) {
  return useQuery({ ...reportSummaryQueryOptions(body), placeholderData: keepPreviousData });
}
