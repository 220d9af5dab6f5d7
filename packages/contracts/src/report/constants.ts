import type { CallAnalysis, ReportGranularity } from './endpoints.ts';

/** Business config `report` {"customMetrics": true} turns the custom batch metrics on. */
export const CUSTOM_METRICS_PATH = 'report.customMetrics';

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

/** One period of the line chart, as the console and the export draw it; time is HH:00, YYYY-MM-DD or YYYY-MM. */
export interface CallAnalysisPoint {
  time: string;
  callDuration: number;
  interactCount: number;
  callTotal: number;
  callAnswer: number;
  callAnswerRate: number;
}

/** A period key (YYYYMMDDHH, YYYYMMDD, YYYYMM) as the chart labels it. */
export function periodLabel(key: string, granularity: ReportGranularity): string {
  if (granularity === 'hour') return `${key.slice(8, 10)}:00`;
  const month = `${key.slice(0, 4)}-${key.slice(4, 6)}`;
  return granularity === 'day' ? `${month}-${key.slice(6, 8)}` : month;
}

/** The periods of the range's granularity in order, each with its five measures. */
export function callAnalysisPoints(analysis: CallAnalysis, granularity: ReportGranularity): CallAnalysisPoint[] {
  return Object.keys(analysis.callTotal[granularity])
    .sort()
    .map((key) => ({
      time: periodLabel(key, granularity),
      callDuration: analysis.callDuration[granularity][key] ?? 0,
      interactCount: analysis.interactCount[granularity][key] ?? 0,
      callTotal: analysis.callTotal[granularity][key] ?? 0,
      callAnswer: analysis.callAnswer[granularity][key] ?? 0,
      callAnswerRate: analysis.callAnswerRate[granularity][key] ?? 0,
    }));
}
