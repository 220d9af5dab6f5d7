import type { z } from 'zod';
import { defineEndpoints } from '../endpoint.ts';
import type { callReportRow, receptionDataSchemas } from './schemas.ts';

/**
 * AI接待's data page (/ai/data, modules-spec 5.2): the enterprise's inbound calls with the page's
 * filters, a page of them and totalCount. Its 导出报表 is the report's download type 10.
 */
export const receptionDataApi = defineEndpoints<typeof receptionDataSchemas>()({
  /**
   * order names only CALL_REPORT_SORT_KEYS ("<key> <dir>", several joined by ","), the search
   * index's ".keyword" names of the original included.
   */
  queryCallReport: {
    service: 'taichiDataApi',
    method: 'POST',
    path: '/api/v1/eventSession/{businessId}/queryCallReport',
    auth: 'session',
    access: 'reception',
    summary: '接待数据（呼入通话记录）',
  },
});

export type CallReportRow = z.output<typeof callReportRow>;
