import { defineEndpoints } from '../endpoint.ts';

/**
 * The data-statistics report (spec sections 3 and 7) and the lookups of its filters.
 *
 * Dates: beginTime and endTime are calendar days (YYYYMMDD) in the server's report time zone
 * (Asia/Shanghai unless configured); the range covers both whole days. beginTimeStamp and
 * endTimeStamp are accepted for compatibility and not used to narrow the range. Granularity of
 * callAnalysis: hourly for one day, daily up to 30 days, monthly beyond; at most 366 days.
 */
export const reportApi = defineEndpoints({
  indexStatistics: {
    service: 'taichiDataApi',
    method: 'POST',
    path: '/api/v1/eventSession/{businessId}/indexStatistics',
    auth: 'session',
    access: 'report',
  },
  /** Only for businesses with business config `report` {"customMetrics": true}; others get 100403. */
  indexCallBatchStatistics: {
    service: 'taichiDataApi',
    method: 'POST',
    path: '/api/v1/eventSession/{businessId}/indexCallBatchStatistics',
    auth: 'session',
    access: 'report',
  },
  /** Intention tags of the business's scripts. */
  queryLabelOptionList: {
    service: 'bm',
    method: 'POST',
    path: '/api/v1/talkScriptLabel/{businessId}/queryLabelOptionList',
    auth: 'session',
  },
  /** Script summaries: name (contains), status, pageIndex, pageSize (at most 100). */
  querySpeechSkill: {
    service: 'brain',
    method: 'POST',
    path: '/api/v1/speechSkill/{businessId}/querySpeechSkill',
    auth: 'session',
  },
  /** The business's numbers: body businessId (must be the session's), cpnTypeArr, status. */
  queryCPNInfoWithBus: {
    service: 'resmanage',
    method: 'POST',
    path: '/api/v1/res/cpn/queryCPNInfoWithBus',
    auth: 'session',
  },
});

/** The report time zone of the default install (REPORT_TIME_ZONE overrides it). */
export const DEFAULT_REPORT_TIME_ZONE = 'Asia/Shanghai';
/** Longest report range in days. */
export const REPORT_MAX_DAYS = 366;

/** Buckets of the call-duration pie (answered calls), upper bounds exclusive, in ms. */
export const CALL_DURATION_BUCKETS = [
  { name: '10秒以内', maxMs: 10_000 },
  { name: '10-30秒', maxMs: 30_000 },
  { name: '30-60秒', maxMs: 60_000 },
  { name: '1-2分钟', maxMs: 120_000 },
  { name: '2分钟以上', maxMs: Number.POSITIVE_INFINITY },
] as const;

/** Buckets of the dialogue-turn pie (answered calls), upper bounds inclusive. */
export const DIALOGUE_TURN_BUCKETS = [
  { name: '0-2轮', max: 2 },
  { name: '3-5轮', max: 5 },
  { name: '6-10轮', max: 10 },
  { name: '10轮以上', max: Number.POSITIVE_INFINITY },
] as const;

/** part over whole in percent with two decimals; 0 when whole is 0 (A, B, answer rates). */
export function percent(part: number, whole: number): number {
  return whole > 0 ? Math.round((part * 10_000) / whole) / 100 : 0;
}

const hourFormat = new Intl.NumberFormat('zh-CN', { maximumFractionDigits: 0 });

/**
 * A duration in ms as the report shows it (spec section 9), on the page and in exports:
 * 3_723_000 -> 1小时2分3秒, 65_000 -> 1分5秒, 8_000 -> 8秒; hours with thousands separators.
 */
export function durationText(ms: number): string {
  const total = Math.max(0, Math.round((Number.isFinite(ms) ? ms : 0) / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  if (hours > 0) return `${hourFormat.format(hours)}小时${minutes}分${seconds}秒`;
  if (minutes > 0) return `${minutes}分${seconds}秒`;
  return `${seconds}秒`;
}

export function durationBucket(durationMs: number): string {
  return (CALL_DURATION_BUCKETS.find((b) => durationMs < b.maxMs) ?? CALL_DURATION_BUCKETS[4]).name;
}

export function turnBucket(turns: number): string {
  return (DIALOGUE_TURN_BUCKETS.find((b) => turns <= b.max) ?? DIALOGUE_TURN_BUCKETS[3]).name;
}

export interface ReportQueryBody {
  businessId?: number | string;
  channelCode?: number | string;
  /** Script ids; empty or absent means all. */
  speechSkillId?: (number | string)[];
  /** Business-side numbers (cpnCode); empty or absent means all. Used by the reception tab. */
  callee?: string[];
  beginTime: string;
  endTime: string;
  /** 1 outbound (default), 0 inbound. */
  direction?: number | string;
  beginTimeStamp?: number | string;
  endTimeStamp?: number | string;
}

/** One period of the line chart; time is HH:00, YYYY-MM-DD or YYYY-MM. */
export interface CallAnalysisPoint {
  time: string;
  /** Talk time in ms. */
  callDuration: number;
  /** Dialogue turns. */
  interactCount: number;
  callTotal: number;
  callAnswer: number;
  /** Percentage 0-100, two decimals. */
  callAnswerRate: number;
}

export interface BucketCount {
  name: string;
  value: number;
}

/**
 * rows[0] of indexStatistics. totalTel counts distinct customer numbers (the callee of an
 * outbound call, the caller of an inbound one). A and B are the shares of calls tagged with
 * intention A and B among answered calls, in percent with two decimals (0 when none answered).
 * tagIntention counts calls per intention tag name (every tag of the business, zeros included).
 * labels: calls per customer label, label_skill the names of the scripts that set it, joined by 、.
 */
export interface ReportSummary {
  granularity: 'hour' | 'day' | 'month';
  totalCall: number;
  totalAnswer: number;
  totalTel: number;
  /** ms per answered call, rounded. */
  avgDuration: number;
  totalDuration: number;
  A: number;
  B: number;
  transferCount: number;
  smsCount: number;
  tagIntention: Record<string, number>;
  callAnalysis: CallAnalysisPoint[];
  /** The call-duration pie: answered calls per CALL_DURATION_BUCKETS entry, in that order. */
  callDurationDistribution: BucketCount[];
  /** The dialogue-turn pie: answered calls per DIALOGUE_TURN_BUCKETS entry, in that order. */
  interactCountDistribution: BucketCount[];
  labels: Record<string, { count: number; label_skill: string }>;
}

/**
 * rows[0] of indexCallBatchStatistics. There is no task number list yet: totalTelUnCall counts
 * customers called in the range whose calls all went unanswered. totalRate is totalAnswer over
 * totalCall in percent.
 */
export interface CallBatchSummary {
  totalTelUnCall: number;
  totalAnswer: number;
  totalCall: number;
  totalRate: number;
}

export interface IntentionTagRow {
  contextId: string;
  name: string;
  description: string;
  talkScriptFlag: number;
}

export interface SpeechSkillSummaryRow {
  id: number;
  name: string;
  status: number;
}

export interface CalleeNumberRow {
  cpnCode: string;
  cpnType: number;
  status: number;
}
