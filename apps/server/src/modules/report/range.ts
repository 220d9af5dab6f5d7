import { ErrorCode, ErrorMessage, localMidnight, REPORT_MAX_DAYS } from '@console/contracts';
import { AppError } from '../../lib/app-error.ts';
import { type Granularity, isoDay, parseDay, type RollupRange } from '../call-records/index.ts';

/** A validated report range: whole local days from begin to end, both included. */
export interface ReportRange extends RollupRange {
  days: number;
  /** The periods as the queries group them, in order: HH:00, YYYY-MM-DD or YYYY-MM. */
  periods: string[];
  /** The same periods as callAnalysis keys them: YYYYMMDDHH, YYYYMMDD or YYYYMM. */
  periodKeys: string[];
}

const DAY_MS = 86_400_000;

/**
 * Checks beginTime and endTime (330060 with the reason) and derives the granularity: hourly for
 * one day, daily up to 30 days, monthly beyond, at most REPORT_MAX_DAYS days.
 */
export function reportRange(beginTime: string, endTime: string, timeZone: string): ReportRange {
  const begin = parseDay(beginTime);
  if (!begin) throw new AppError(ErrorCode.ReportRangeInvalid, ErrorMessage.reportBeginInvalid);
  const end = parseDay(endTime);
  if (!end) throw new AppError(ErrorCode.ReportRangeInvalid, ErrorMessage.reportEndInvalid);
  if (end.n < begin.n) throw new AppError(ErrorCode.ReportRangeInvalid, ErrorMessage.reportEndBeforeBegin);
  const days = end.n - begin.n + 1;
  if (days > REPORT_MAX_DAYS) throw new AppError(ErrorCode.ReportRangeInvalid, ErrorMessage.reportRangeTooLong);
  const granularity: Granularity = days === 1 ? 'hour' : days <= 30 ? 'day' : 'month';
  let periods: string[];
  if (granularity === 'hour') {
    periods = Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, '0')}:00`);
  } else if (granularity === 'day') {
    periods = Array.from({ length: days }, (_, i) => isoDay(begin.n + i));
  } else {
    periods = [];
    const months = (end.y - begin.y) * 12 + (end.m - begin.m) + 1;
    for (let i = 0; i < months; i++) {
      const index = begin.m - 1 + i;
      const y = begin.y + Math.floor(index / 12);
      periods.push(`${y}-${String((index % 12) + 1).padStart(2, '0')}`);
    }
  }
  const after = new Date((end.n + 1) * DAY_MS);
  const beginKey = isoDay(begin.n).replaceAll('-', '');
  const periodKeys = periods.map((period) =>
    granularity === 'hour' ? `${beginKey}${period.slice(0, 2)}` : period.replaceAll('-', ''),
  );
  return {
    beginDay: isoDay(begin.n),
    endDay: isoDay(end.n),
    days,
    from: localMidnight(begin.y, begin.m, begin.d, timeZone),
    to: localMidnight(after.getUTCFullYear(), after.getUTCMonth() + 1, after.getUTCDate(), timeZone),
    granularity,
    periods,
    periodKeys,
  };
}
