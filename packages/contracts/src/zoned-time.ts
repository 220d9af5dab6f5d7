/**
 * Wall-clock arithmetic in a named time zone (the report's), the same on the server and in the
 * browser, whatever zone either runs in.
 */
const clockFormats = new Map<string, Intl.DateTimeFormat>();

function clockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = clockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    clockFormats.set(timeZone, format);
  }
  return format;
}

/** Offset of a time zone from UTC at an instant, in ms (positive east of Greenwich). */
export function zoneOffsetMs(instant: Date | number, timeZone: string): number {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  const parts = clockFormat(timeZone).formatToParts(ms);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const local = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return local - Math.floor(ms / 1000) * 1000;
}

/** The instant a local calendar day (month 1-12) starts in a time zone. */
export function localMidnight(year: number, month: number, day: number, timeZone: string): Date {
  const utcGuess = Date.UTC(year, month - 1, day);
  // Twice: the offset at the first guess may differ from the one at midnight (a DST change).
  const first = utcGuess - zoneOffsetMs(utcGuess, timeZone);
  return new Date(utcGuess - zoneOffsetMs(first, timeZone));
}
