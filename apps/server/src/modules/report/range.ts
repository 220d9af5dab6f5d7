import { ErrorCode, localMidnight, REPORT_MAX_DAYS } from '@console/contracts';
import { AppError } from '../../lib/app-error.ts';

export type Granularity = 'hour' | 'day' | 'month';

/** A validated report range: whole local days from begin to end, both included. */
export interface ReportRange {
  /** YYYY-MM-DD. */
  beginDay: string;
  endDay: string;
  days: number;
  /** [from, to): the instants the range covers in the report time zone. */
  from: Date;
  to: Date;
  granularity: Granularity;
  /** The periods as the queries group them, in order: HH:00, YYYY-MM-DD or YYYY-MM. */
  periods: string[];
  /** The same periods as callAnalysis keys them: YYYYMMDDHH, YYYYMMDD or YYYYMM. */
  periodKeys: string[];
}

const DAY_MS = 86_400_000;

/** YYYYMMDD (or YYYY-MM-DD) to a day number since 1970-01-01, or undefined when not a real date. */
function parseDay(value: string): { y: number; m: number; d: number; n: number } | undefined {
  const match = /^(\d{4})-?(\d{2})-?(\d{2})$/.exec(value.trim());
  if (!match) return undefined;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(y, m - 1, d);
  const date = new Date(ms);
  if (y < 2000 || date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) {
    return undefined;
  }
  return { y, m, d, n: ms / DAY_MS };
}

const isoDay = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/**
 * Checks beginTime and endTime (330060 with the reason) and derives the granularity: hourly for
 * one day, daily up to 30 days, monthly beyond, at most REPORT_MAX_DAYS days.
 */
export function reportRange(beginTime: string, endTime: string, timeZone: string): ReportRange {
  const begin = parseDay(beginTime);
  if (!begin) throw new AppError(ErrorCode.ReportRangeInvalid, '开始日期格式错误，应为YYYYMMDD');
  const end = parseDay(endTime);
  if (!end) throw new AppError(ErrorCode.ReportRangeInvalid, '结束日期格式错误，应为YYYYMMDD');
  if (end.n < begin.n) throw new AppError(ErrorCode.ReportRangeInvalid, '结束日期不能早于开始日期');
  const days = end.n - begin.n + 1;
  if (days > REPORT_MAX_DAYS) throw new AppError(ErrorCode.ReportRangeInvalid, '查询时间跨度不能超过一年');
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

/** The to_char format of a granularity's period labels. */
export function periodFormat(granularity: Granularity): string {
  return granularity === 'hour' ? 'HH24:00' : granularity === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM';
}

/**
 * A range cut into the whole calendar months it covers and the days left at its two ends, so
 * per-month counters can stand in for most of a long range. Days and months are YYYY-MM-DD and
 * YYYY-MM; both bounds included.
 */
export function splitByMonths(
  beginDay: string,
  endDay: string,
): { months: { from: string; to: string } | null; days: { from: string; to: string }[] } {
  const begin = parseDay(beginDay);
  const end = parseDay(endDay);
  if (!begin || !end) throw new Error(`not a day: ${beginDay} ${endDay}`);
  const monthIndex = (y: number, m: number) => y * 12 + (m - 1);
  const monthText = (index: number) => `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  const lastDayOf = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();
  const first = monthIndex(begin.y, begin.m) + (begin.d === 1 ? 0 : 1);
  const last = monthIndex(end.y, end.m) - (end.d === lastDayOf(end.y, end.m) ? 0 : 1);
  if (first > last) return { months: null, days: [{ from: isoDay(begin.n), to: isoDay(end.n) }] };
  const days: { from: string; to: string }[] = [];
  if (begin.d !== 1)
    days.push({
      from: isoDay(begin.n),
      to: `${monthText(first - 1)}-${String(lastDayOf(begin.y, begin.m)).padStart(2, '0')}`,
    });
  if (end.d !== lastDayOf(end.y, end.m)) days.push({ from: `${monthText(last + 1)}-01`, to: isoDay(end.n) });
  return { months: { from: monthText(first), to: monthText(last) }, days };
}
