/**
 * The periods the rollups are kept and read by: report days (YYYY-MM-DD) and months (YYYY-MM) in
 * the report time zone, and hours. The report's range (report/range.ts) is one of these.
 */
export type Granularity = 'hour' | 'day' | 'month';

/** Whole local days from begin to end, both included, as the rollups are read. */
export interface RollupRange {
  /** YYYY-MM-DD. */
  beginDay: string;
  endDay: string;
  /** [from, to): the instants the range covers in the report time zone. */
  from: Date;
  to: Date;
  granularity: Granularity;
}

const DAY_MS = 86_400_000;

/** YYYYMMDD (or YYYY-MM-DD) to a day number since 1970-01-01, or undefined when not a real date. */
export function parseDay(value: string): { y: number; m: number; d: number; n: number } | undefined {
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

/** A day number (parseDay) as YYYY-MM-DD. */
export const isoDay = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

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
