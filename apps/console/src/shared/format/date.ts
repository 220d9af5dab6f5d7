import { zoneOffsetMs } from '@console/contracts';
import dayjs from 'dayjs';

/** A moment (ms since the epoch) as date and time: 2026-11-22 09:05:03. */
export function formatDateTime(time: number): string {
  return dayjs(time).format('YYYY-MM-DD HH:mm:ss');
}

/** A moment as the time of day: 09:05:03. */
export function formatClock(time: number): string {
  return dayjs(time).format('HH:mm:ss');
}

/**
 * A moment as date and time on the wall clock of a time zone (the report's), whatever zone the
 * browser is in: what the server writes for the same moment (task history, exports).
 */
export function formatZonedDateTime(time: number, timeZone: string): string {
  return new Date(time + zoneOffsetMs(time, timeZone)).toISOString().slice(0, 19).replace('T', ' ');
}
