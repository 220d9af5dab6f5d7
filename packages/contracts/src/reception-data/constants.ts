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

/** 通话时长 on /ai/data and in its export: whole seconds as X分Y秒. */
export function callReportTalkTime(seconds: number): string {
  return `${Math.floor(seconds / 60)}分${seconds % 60}秒`;
}

/** 标签 without the comma the stored text ends with. */
export function callReportLabels(labels: string): string {
  return labels.replace(/[,，]\s*$/, '');
}

/**
 * The header of /ai/data's 导出报表 file: the page's columns (modules-spec 5.2), 识别详情 as the
 * dialogue's text. 录音 is left out: its links expire long before a file is opened.
 */
export const CALL_REPORT_EXPORT_HEADER = [
  '被叫号码',
  '呼入号码',
  '话术',
  '呼入时间',
  '通话时长',
  '标签',
  '意向程度',
  '转人工',
  '识别详情',
] as const;

/**
 * Download type 10 is added by two pages: /report's AI接待 tab sends the report's query (whole
 * days, beginTime/endTime) and /ai/data sends queryCallReport's (callOutBeginTime/EndTime in ms,
 * with all its filters and order). The page's range fields tell them apart.
 */
export function isCallReportExportQuery(query: Record<string, unknown>): boolean {
  return query.callOutBeginTime !== undefined || query.callOutEndTime !== undefined;
}
