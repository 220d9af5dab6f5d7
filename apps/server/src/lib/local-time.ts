import { ErrorCode, ErrorMessage, localMidnight, zoneOffsetMs } from '@console/contracts';
import { AppError } from './app-error.ts';

const HOUR_MS = 3_600_000;
const offsets = new Map<string, Map<number, number>>();

/**
 * The zone's offset for the UTC hour of an instant, cached: an export formats up to millions of
 * times, and Intl per value would cost seconds. Report zones have whole-hour offsets (see the
 * server README), so the offset is constant within a UTC hour.
 */
function offsetAt(date: Date, timeZone: string): number {
  let zone = offsets.get(timeZone);
  if (!zone) {
    zone = new Map();
    offsets.set(timeZone, zone);
  }
  const hour = Math.floor(date.getTime() / HOUR_MS);
  let offset = zone.get(hour);
  if (offset === undefined) {
    offset = zoneOffsetMs(new Date(hour * HOUR_MS), timeZone);
    // A year of hours is ample for one export; the cache must not grow without bound.
    if (zone.size > 10_000) zone.clear();
    zone.set(hour, offset);
  }
  return offset;
}

const two = (n: number) => String(n).padStart(2, '0');

/** YYYY-MM-DD HH:mm:ss of an instant in a time zone. */
export function localDateTime(date: Date, timeZone: string): string {
  const local = new Date(date.getTime() + offsetAt(date, timeZone));
  return (
    `${local.getUTCFullYear()}-${two(local.getUTCMonth() + 1)}-${two(local.getUTCDate())} ` +
    `${two(local.getUTCHours())}:${two(local.getUTCMinutes())}:${two(local.getUTCSeconds())}`
  );
}

/**
 * A YYYYMMDD or YYYY-MM-DD day's midnight in the zone; throws the field's message when it is no
 * day of the calendar (month 13 or February 30 would otherwise roll over into a later day).
 */
export function localDayStart(text: string, label: string, timeZone: string): Date {
  const match = /^(\d{4})-?(\d{2})-?(\d{2})$/.exec(text);
  const [year, month, day] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [0, 0, 0];
  const calendar = new Date(Date.UTC(year, month - 1, day));
  if (!match || calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== day) {
    throw new AppError(ErrorCode.ParamInvalid, ErrorMessage.fieldInvalid(label));
  }
  return localMidnight(year, month, day, timeZone);
}
