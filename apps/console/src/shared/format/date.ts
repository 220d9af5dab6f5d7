import dayjs from 'dayjs';

/** A moment (ms since the epoch) as date and time: 2026-11-22 09:05:03. */
export function formatDateTime(time: number): string {
  return dayjs(time).format('YYYY-MM-DD HH:mm:ss');
}

/** A moment as the time of day: 09:05:03. */
export function formatClock(time: number): string {
  return dayjs(time).format('HH:mm:ss');
}
