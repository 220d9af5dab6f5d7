/**
 * 机器人工作时间 as a task's config carries each window: "HH:mm:00-HH:mm:00", on the half hour,
 * and the end may be 24:00 so one task can call around the clock. The dialog's pickers, the
 * server's check and the dialer all read and write it through these.
 */

/** A window's two times of the day as "HH:mm". */
export interface WorkWindowTimes {
  begin: string;
  end: string;
}

/** A time of the day on the half hour, as HH:mm or HH:mm:00. */
const HALF_HOUR = /^([01]\d|2[0-3]):([03]0)(:00)?$/;
const WINDOW_END = /^(([01]\d|2[0-3]):([03]0)|24:00)(:00)?$/;

function endsOf(text: string): [begin: string, end: string] {
  const [begin = '', end = ''] = text.split('-');
  return [begin, end];
}

export function formatWorkWindow(window: WorkWindowTimes): string {
  return `${window.begin}:00-${window.end}:00`;
}

/** The "HH:mm" times of a window's text; null when an end is missing. */
export function parseWorkWindow(text: string): WorkWindowTimes | null {
  const [begin, end] = endsOf(text);
  return begin && end ? { begin: begin.slice(0, 5), end: end.slice(0, 5) } : null;
}

/** Whether a window's text is on the half hour and begins before it ends. */
export function isWorkWindowText(text: string): boolean {
  const [begin, end] = endsOf(text);
  return HALF_HOUR.test(begin) && WINDOW_END.test(end) && begin.slice(0, 5) < end.slice(0, 5);
}
