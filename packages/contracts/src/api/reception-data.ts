import type { z } from 'zod';
import { defineEndpoints } from '../endpoint.ts';
import type { callReportRow, receptionDataSchemas } from '../schemas/reception-data.ts';

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

/**
 * The sort keys queryCallReport takes, each naming the column it sorts: the table's fields and
 * the ".keyword" names the original page sent to its search index.
 */
export const CALL_REPORT_SORT_KEYS = {
  dnis: 'dnis',
  'dnis.keyword': 'dnis',
  speech_skill_name: 'speech_skill_name',
  speechskillid: 'speech_skill_name',
  'speechskillid.keyword': 'speech_skill_name',
  call_begin_time: 'call_begin_time',
  duration_call: 'duration_call',
  connected_duration_sec: 'duration_call',
  label_show: 'label_show',
  'label_show.keyword': 'label_show',
  tag_intention: 'tag_intention',
  tag: 'tag_intention',
  'tag.keyword': 'tag_intention',
  transfer_mark: 'transfer_mark',
  calluuid: 'calluuid',
} as const;
export type CallReportSortKey = keyof typeof CALL_REPORT_SORT_KEYS;
export type CallReportSortField = (typeof CALL_REPORT_SORT_KEYS)[CallReportSortKey];

/** The table's order until a column is sorted: the newest call first. */
export const DEFAULT_CALL_REPORT_ORDER = 'call_begin_time desc';

/** The local storage key of the rows viewed on /ai/data (their calluuids, the last 100). */
export const VIEWED_CALL_UUIDS_KEY = '__checkuuids';

export type CallReportRow = z.output<typeof callReportRow>;
