import {
  CUSTOM_METRICS_PATH,
  canExport,
  permissionAt,
  type ReportQueryBody,
  type ReportSummary,
} from '@console/contracts';
import AntdApp from 'antd/es/app';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Skeleton from 'antd/es/skeleton';
import dayjs from 'dayjs';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useAccessContext } from '../../../shared/access/access-store.ts';
import { getRuntimeConfig } from '../../../shared/config/runtime-config.ts';
import { presetValue } from '../../../shared/date-range/date-range.ts';
import { dayIn } from '../../../shared/date-range/zoned-day.ts';
import { toApiError } from '../../../shared/http/api-error.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { useAddReportExport } from '../api/add-report-export.ts';
import { useCallBatchSummary } from '../api/get-call-batch-summary.ts';
import { useCalleeNumbers } from '../api/get-callee-numbers.ts';
import { useReportSummary } from '../api/get-report-summary.ts';
import { useSpeechSkills } from '../api/get-speech-skills.ts';
import { buildReportQuery, DATE_REQUIRED_TEXT, type ReportDirection, type ReportFilters } from '../report-query.ts';
import { IntentionCounts } from './intention-counts.tsx';
import { callBatchTiles, OverviewTiles, summaryTiles } from './overview-tiles.tsx';
import { ReportCharts } from './report-charts.tsx';
import { ReportFilters as FilterBar } from './report-filters.tsx';

const REPORT_LOAD_FAILED_TEXT = '报表数据加载失败';
const CUSTOM_METRICS_FAILED_TEXT = '自定义指标数据加载失败';
const EXPORT_FAILED_TEXT = '导出报表失败';
const EXPORT_ADDED_TEXT = '已添加到下载中心，请到下载中心查看';

/** The server's own message for a refusal it explains; 导出报表失败 for a call that got no proper answer. */
function exportFailureText(error: unknown): string {
  const apiError = toApiError(error);
  return Number.isFinite(apiError.numericCode) && apiError.message ? apiError.message : EXPORT_FAILED_TEXT;
}

/** A tab opens on today's figures (hourly), what a team checks first during the working day. */
function defaultFilters(timeZone: string): ReportFilters {
  return { range: presetValue(dayjs(dayIn(timeZone)), '今天'), speechSkillIds: [], callee: [] };
}

/** Shows a failure message once per failed fetch. */
function useFailureMessage(failedAt: number, isError: boolean, text: string) {
  const { message } = AntdApp.useApp();
  useEffect(() => {
    if (isError && failedAt > 0) message.error(text);
  }, [failedAt, isError, text, message]);
}

function SummaryView({
  summary,
  direction,
  customMetrics,
}: {
  summary: ReportSummary;
  direction: ReportDirection;
  customMetrics: ReactNode;
}) {
  const tiles = useMemo(() => summaryTiles(summary), [summary]);
  return (
    <>
      <Card size="small" title="数据概览" className="report-card">
        <OverviewTiles tiles={tiles} label="数据概览" />
      </Card>
      {customMetrics}
      <Card size="small" title="意向客户数" className="report-card">
        <IntentionCounts counts={summary.tagIntention ?? {}} />
      </Card>
      <ReportCharts summary={summary} direction={direction} />
    </>
  );
}

/** One tab of the report: its filters, the figures of the last query and the export. */
export function ReportPanel({ direction }: { direction: ReportDirection }) {
  const { message } = AntdApp.useApp();
  const user = useSessionStore((state) => state.user);
  const businessId = user?.business.id ?? 0;
  const access = useAccessContext();
  const customMetrics = access !== null && permissionAt(access.permissions, CUSTOM_METRICS_PATH) === true;
  const mayExport = user !== null && canExport({ master: user.master, privilege: user.privilege });

  const { reportTimeZone } = getRuntimeConfig();
  const [filters, setFilters] = useState(() => defaultFilters(reportTimeZone));
  const [query, setQuery] = useState<ReportQueryBody | null>(() =>
    buildReportQuery(filters, direction, businessId, reportTimeZone),
  );

  const summary = useReportSummary(query);
  const callBatch = useCallBatchSummary(customMetrics ? query : null);
  const speechSkills = useSpeechSkills(businessId);
  const calleeNumbers = useCalleeNumbers(businessId, direction === 0);
  useFailureMessage(summary.errorUpdatedAt, summary.isError, REPORT_LOAD_FAILED_TEXT);
  useFailureMessage(callBatch.errorUpdatedAt, callBatch.isError, CUSTOM_METRICS_FAILED_TEXT);

  const exportReport = useAddReportExport(direction);

  /** The query of the current filters; without a range, says so and gives null. */
  function currentQuery(): ReportQueryBody | null {
    const body = buildReportQuery(filters, direction, businessId, reportTimeZone);
    if (!body) message.error(DATE_REQUIRED_TEXT);
    return body;
  }

  function runQuery(body: ReportQueryBody) {
    // The same filters again still fetch anew: 查询 means "show me the figures now".
    if (JSON.stringify(body) === JSON.stringify(query)) {
      void summary.refetch();
      if (customMetrics) void callBatch.refetch();
    } else {
      setQuery(body);
    }
  }

  const speechSkillOptions = useMemo(
    () => (speechSkills.data ?? []).map((skill) => ({ value: skill.id, label: skill.name })),
    [speechSkills.data],
  );
  const calleeOptions = useMemo(
    () => (calleeNumbers.data ?? []).map((code) => ({ value: code, label: code })),
    [calleeNumbers.data],
  );

  const customMetricsCard = customMetrics && (
    <Card size="small" title="自定义指标" className="report-card">
      {callBatch.data ? (
        <OverviewTiles tiles={callBatchTiles(callBatch.data)} label="自定义指标" />
      ) : callBatch.isError ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据" />
      ) : (
        <Skeleton active paragraph={{ rows: 1 }} />
      )}
    </Card>
  );

  return (
    <div className="report-panel" aria-busy={summary.isFetching}>
      <FilterBar
        direction={direction}
        filters={filters}
        onChange={setFilters}
        speechSkillOptions={speechSkillOptions}
        speechSkillsLoading={speechSkills.isLoading}
        calleeOptions={calleeOptions}
        calleeLoading={calleeNumbers.isLoading}
        querying={summary.isFetching}
        onQuery={() => {
          const body = currentQuery();
          if (body) runQuery(body);
        }}
        onReset={() => {
          const reset = defaultFilters(reportTimeZone);
          setFilters(reset);
          const body = buildReportQuery(reset, direction, businessId, reportTimeZone);
          if (body) runQuery(body);
        }}
        onExport={
          mayExport
            ? () => {
                const body = currentQuery();
                if (body) {
                  exportReport.mutate(body, {
                    onSuccess: () => message.success(EXPORT_ADDED_TEXT),
                    onError: (error) => message.error(exportFailureText(error)),
                  });
                }
              }
            : undefined
        }
        exporting={exportReport.isPending}
      />
      {summary.data ? (
        <SummaryView summary={summary.data} direction={direction} customMetrics={customMetricsCard} />
      ) : summary.isError || query === null ? (
        <>
          <Card size="small" className="report-card">
            <Empty description="暂无数据" />
          </Card>
          {customMetricsCard}
        </>
      ) : (
        <Card size="small" className="report-card" aria-label="加载中">
          <Skeleton active paragraph={{ rows: 8 }} />
        </Card>
      )}
    </div>
  );
}
