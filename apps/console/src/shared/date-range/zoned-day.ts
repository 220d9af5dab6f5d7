/**
 * Calendar days in a named time zone (the report's), independent of the browser's zone: the
 * report's 今天 and the first and last millisecond of its days are those of the server's days.
 */
const dayFormats = new Map<string, Intl.DateTimeFormat>();
const clockFormats = new Map<string, Intl.DateTimeFormat>();

function cached(formats: Map<string, Intl.DateTimeFormat>, timeZone: string, options: Intl.DateTimeFormatOptions) {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, ...options });
    formats.set(timeZone, format);
  }
  return format;
}

/** The day (YYYY-MM-DD) an instant falls on in a time zone. */
export function dayIn(timeZone: string, instant: number = Date.now()): string {
  return cached(dayFormats, timeZone, { year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

/** How far the zone's wall clock is ahead of UTC at an instant, in ms. */
function offsetAt(instant: number, timeZone: string): number {
  const parts = cached(clockFormats, timeZone, {
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const field = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const wallClock = Date.UTC(
    field('year'),
    field('month') - 1,
    field('day'),
    field('hour'),
    field('minute'),
    field('second'),
  );
  return wallClock - Math.floor(instant / 1000) * 1000;
}

/** The first millisecond of a day (YYYY-MM-DD) in a time zone. */
export function startOfDayIn(day: string, timeZone: string): number {
  const [year, month, date] = day.split('-').map(Number);
  const wallMidnight = Date.UTC(year, month - 1, date);
  // Twice: the offset at the first guess may differ from the one at midnight (a DST change).
  const guess = wallMidnight - offsetAt(wallMidnight, timeZone);
  return wallMidnight - offsetAt(guess, timeZone);
}

/** The last millisecond of a day (YYYY-MM-DD) in a time zone. */
export function endOfDayIn(day: string, timeZone: string): number {
  const [year, month, date] = day.split('-').map(Number);
  const next = new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
  return startOfDayIn(next, timeZone) - 1;
}
