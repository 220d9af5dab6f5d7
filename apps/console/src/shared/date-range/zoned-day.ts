/**
 * Calendar days in a named time zone (the report's), independent of the browser's zone: the
 * report's 今天 and the first and last millisecond of its days are those of the server's days.
 */
import { localMidnight } from '@console/contracts';

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The day (YYYY-MM-DD) an instant falls on in a time zone. */
export function dayIn(timeZone: string, instant: number = Date.now()): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format.format(instant);
}

/** The first millisecond of a day (YYYY-MM-DD) in a time zone. */
export function startOfDayIn(day: string, timeZone: string): number {
  const [year, month, date] = day.split('-').map(Number);
  return localMidnight(year, month, date, timeZone).getTime();
}

/** The last millisecond of a day (YYYY-MM-DD) in a time zone. */
export function endOfDayIn(day: string, timeZone: string): number {
  const [year, month, date] = day.split('-').map(Number);
  const next = new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
  return startOfDayIn(next, timeZone) - 1;
}

/** A wall-clock time (YYYY-MM-DD HH:mm:ss) in a time zone, as ms; the zones have whole-hour offsets. */
export function instantIn(dateTime: string, timeZone: string): number {
  const [day, time = '00:00:00'] = dateTime.split(' ');
  const [hours, minutes, seconds] = time.split(':').map(Number);
  return startOfDayIn(day, timeZone) + ((hours * 60 + minutes) * 60 + seconds) * 1000;
}
