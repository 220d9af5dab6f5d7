import { type CallReportSortKey, DEFAULT_CALL_REPORT_ORDER } from '@console/contracts';
import { dayIn, instantIn } from '../../shared/date-range/zoned-day.ts';

/** channelCode of the data queries (modules-spec 5.2). */
export const CALL_REPORT_CHANNEL_CODE = 2;

/** The filters of /ai/data (modules-spec 5.2) as the form holds them. */
export interface CallReportFilters {
  /** 呼入时间: YYYY-MM-DD HH:mm:ss in the report's time zone; never cleared. */
  range: [string, string];
  callee: string[];
  tagIntention: string[];
  speechSkillId?: number;
  label: string[];
  telNumber: string;
}

/** Today 09:00:00 – 21:00:00 in the report's time zone. */
export function defaultCallReportFilters(timeZone: string, now = Date.now()): CallReportFilters {
  const today = dayIn(timeZone, now);
  return { range: [`${today} 09:00:00`, `${today} 21:00:00`], callee: [], tagIntention: [], label: [], telNumber: '' };
}

const quoted = (names: readonly string[]) => names.map((name) => `'${name}'`).join(',');

/**
 * The filters as queryCallReport takes them: numbers and grades each quoted and joined by ",",
 * labels joined by a space (always sent), the range in ms.
 */
export function callReportFilterBody(filters: CallReportFilters, timeZone: string) {
  return {
    direction: 0 as const,
    channelCode: CALL_REPORT_CHANNEL_CODE,
    speechSkillId: filters.speechSkillId ?? '',
    callee: quoted(filters.callee),
    tagIntention: quoted(filters.tagIntention),
    label: filters.label.join(' '),
    telNumber: filters.telNumber.trim(),
    callOutBeginTime: instantIn(filters.range[0], timeZone),
    callOutEndTime: instantIn(filters.range[1], timeZone),
  };
}

/** The column keys that sort, each with the search index's name the original sent. */
export const CALL_REPORT_SORTS = {
  dnis: 'dnis.keyword',
  speech_skill_name: 'speechskillid.keyword',
  call_begin_time: 'call_begin_time',
  duration_call: 'connected_duration_sec',
  label_show: 'label_show.keyword',
  tag_intention: 'tag.keyword',
  transfer_mark: 'transfer_mark',
} as const satisfies Record<string, CallReportSortKey>;
export type CallReportColumnKey = keyof typeof CALL_REPORT_SORTS;

/** order: the newest call first, or the sorted column. */
export function callReportOrder(sortName?: CallReportColumnKey, sortOrder?: 'asc' | 'desc'): string {
  return sortName ? `${CALL_REPORT_SORTS[sortName]} ${sortOrder ?? 'desc'}` : DEFAULT_CALL_REPORT_ORDER;
}

/**
 * 导出报表's query (download type 10): queryCallReport's filters and order without the page, so the
 * file holds the calls the page lists, in its order (the time of day included).
 */
export function callReportExportQuery(filters: CallReportFilters, businessId: number, timeZone: string, order: string) {
  return { ...callReportFilterBody(filters, timeZone), businessId, order };
}
export type CallReportExportQuery = ReturnType<typeof callReportExportQuery>;
