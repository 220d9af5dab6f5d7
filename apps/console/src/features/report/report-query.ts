import type { ReportQueryBody } from '@console/contracts';
import type { DateRangeValue } from '../../shared/date-range/date-range.ts';
import { endOfDayIn, startOfDayIn } from '../../shared/date-range/zoned-day.ts';

/** 1 AI外呼 (outbound), 0 AI接待 (inbound reception). */
export type ReportDirection = 0 | 1;

/** channelCode of the report query and its export (spec section 7). */
export const REPORT_CHANNEL_CODE = 2;

export const DATE_REQUIRED_TEXT = '日期不能为空';

export interface ReportFilters {
  range: DateRangeValue;
  speechSkillIds: number[];
  /** Business numbers; only the reception tab offers them. */
  callee: string[];
}

/**
 * The report query of a tab's filters (spec section 7), or null without a date range. The days
 * go as YYYYMMDD; the stamps are the first and the last millisecond of the range in the report's
 * time zone, the zone the server counts its days in.
 */
export function buildReportQuery(
  filters: ReportFilters,
  direction: ReportDirection,
  businessId: number,
  timeZone: string,
): ReportQueryBody | null {
  if (filters.range.length !== 2) return null;
  const [first, last] = filters.range;
  return {
    businessId,
    channelCode: REPORT_CHANNEL_CODE,
    speechSkillId: filters.speechSkillIds,
    callee: direction === 0 ? filters.callee : [],
    beginTime: first.replaceAll('-', ''),
    endTime: last.replaceAll('-', ''),
    direction,
    beginTimeStamp: startOfDayIn(first, timeZone),
    endTimeStamp: endOfDayIn(last, timeZone),
  };
}
