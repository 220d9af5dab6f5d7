import type { z } from 'zod';
import { defineEndpoints } from '../endpoint.ts';
import type {
  bucketCount,
  callAnalysis,
  callBatchRow,
  calleeNumberRow,
  intentionTagRow,
  reportFigures,
  reportQuery,
  reportSchemas,
  reportSummaryRow,
} from './schemas.ts';

/**
 * The data-statistics report (spec sections 3 and 7) and the lookups of its filters.
 *
 * Dates: beginTime and endTime are calendar days (YYYYMMDD) in the server's report time zone
 * (Asia/Shanghai unless configured); the range covers both whole days. beginTimeStamp and
 * endTimeStamp are accepted for compatibility and not used to narrow the range. Granularity of
 * callAnalysis: hourly for one day, daily up to 30 days, monthly beyond; at most 366 days.
 */
export const reportApi = defineEndpoints<typeof reportSchemas>()({
  indexStatistics: {
    service: 'taichiDataApi',
    method: 'POST',
    path: '/api/v1/eventSession/{businessId}/indexStatistics',
    auth: 'session',
    access: 'report',
    summary: '数据统计：概览、意向、饼图与趋势',
  },
  /** Only for businesses with business config `report` {"customMetrics": true}; others get 100403. */
  indexCallBatchStatistics: {
    service: 'taichiDataApi',
    method: 'POST',
    path: '/api/v1/eventSession/{businessId}/indexCallBatchStatistics',
    auth: 'session',
    access: 'report',
    summary: '自定义指标（需开通）',
  },
  /**
   * Intention tags of the business's scripts. Any member reads them: besides the report, the task
   * dialog (意向客户推送) and the customer centre (意向程度, 人工分类) offer them.
   */
  queryLabelOptionList: {
    service: 'bm',
    method: 'POST',
    path: '/api/v1/talkScriptLabel/{businessId}/queryLabelOptionList',
    auth: 'session',
    summary: '意向标签列表',
  },
  /**
   * The business's numbers: body businessId (must be the session's), cpnTypeArr, status. The
   * report filters by them; AI接待 (reception/endpoints.ts) lists them with their rules (itemJson).
   */
  queryCPNInfoWithBus: {
    service: 'resmanage',
    method: 'POST',
    path: '/api/v1/res/cpn/queryCPNInfoWithBus',
    auth: 'session',
    access: ['report', 'reception'],
    summary: '企业号码列表（报表筛选、AI接待）',
  },
});

export type ReportQueryBody = z.input<typeof reportQuery>;
export type CallAnalysis = z.output<typeof callAnalysis>;
export type ReportFigures = z.output<typeof reportFigures>;
export type CallAnalysisMeasure = keyof CallAnalysis;
export type ReportGranularity = ReportSummary['granularity'];
export type BucketCount = z.output<typeof bucketCount>;
export type ReportSummary = z.output<typeof reportSummaryRow>;
export type CallBatchSummary = z.output<typeof callBatchRow>;
export type IntentionTagRow = z.output<typeof intentionTagRow>;
export type CalleeNumberRow = z.output<typeof calleeNumberRow>;
