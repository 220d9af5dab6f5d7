import {
  parseWorkWindow,
  TASK_PAUSE_REASONS,
  TASK_RECOVERING_REASON,
  TaskStatus,
  type TaskStatusValue,
  zoneOffsetMs,
} from '@console/contracts';
import type { NumberCounts } from '../task/index.ts';
import { LINE_TRIPPED_REASON } from './breaker.ts';

const MINUTE_MS = 60_000;

/** Minutes since local midnight of an instant in a time zone. */
export function localMinutes(now: Date, timeZone: string): number {
  const local = now.getTime() + zoneOffsetMs(now, timeZone);
  return Math.floor((((local % 86_400_000) + 86_400_000) % 86_400_000) / MINUTE_MS);
}

function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** The next local midnight after an instant. */
export function nextLocalMidnight(now: Date, timeZone: string): Date {
  const offset = zoneOffsetMs(now, timeZone);
  const local = now.getTime() + offset;
  const midnight = Math.floor(local / 86_400_000) * 86_400_000 + 86_400_000;
  return new Date(midnight - zoneOffsetMs(new Date(midnight - offset), timeZone));
}

/** Whether the instant falls in one of the task's windows ("HH:mm:00-HH:mm:00", begin inclusive). */
export function inWindows(now: Date, windows: readonly string[], timeZone: string): boolean {
  const minute = localMinutes(now, timeZone);
  return windows.some((window) => {
    const { begin, end } = parseWorkWindow(window) ?? { begin: '', end: '' };
    return minute >= minutesOf(begin) && minute < minutesOf(end);
  });
}

export interface ScheduledTask {
  status: number;
  beginAt: Date;
  endAt: Date;
  timeRanges: readonly string[];
}

/** Whether any of a task's lines can carry a call now, and if none, why. */
export type LinesState = 'usable' | 'expired' | 'tripped';

interface LineTimes {
  /** null: never expires. */
  expiresAt: Date | null;
  /** Resting after the failure breaker tripped until then; null: not tripped. */
  trippedUntil: Date | null;
}

/** The task's lines that can call now; when none, whether they rest (tripped) or are gone. */
export function usableLines<L extends LineTimes>(lines: readonly L[], now: Date): { usable: L[]; state: LinesState } {
  const lapsed = (line: L) => line.expiresAt !== null && line.expiresAt.getTime() <= now.getTime();
  const resting = (line: L) => line.trippedUntil !== null && line.trippedUntil.getTime() > now.getTime();
  const usable = lines.filter((line) => !lapsed(line) && !resting(line));
  if (usable.length > 0) return { usable, state: 'usable' };
  return { usable, state: lines.some((line) => !lapsed(line) && resting(line)) ? 'tripped' : 'expired' };
}

/**
 * The status a task should have now (modules-spec 4.2), for the statuses the dialer moves by
 * itself: 1 before the begin time, 2 while it calls, 5 while only redials wait, 6 outside the
 * windows, 7 after the end time or while none of its lines can call (expired, or stopped by the
 * failure breaker: it resumes when a line rests enough), 4 when every number is done.
 * Unpublished (0), paused by a person (3) and finished tasks are left as they are.
 */
export function nextStatus(
  task: ScheduledTask,
  /** `orphaned` absent: no lease has missed its holder's beats. */
  counts: Omit<NumberCounts, 'orphaned'> & { orphaned?: number },
  now: Date,
  timeZone: string,
  lines: LinesState = 'usable',
): { status: TaskStatusValue; reason: string } | undefined {
  if (task.status === TaskStatus.unpublished || task.status === TaskStatus.paused) return undefined;
  if (task.status === TaskStatus.finished) return undefined;
  const pending = counts.due + counts.waiting + counts.inCall;
  if (pending === 0) return { status: TaskStatus.finished, reason: '' };
  // Running, and saying so while calls a stopped server left wait to be taken back.
  const running = { status: TaskStatus.running, reason: counts.orphaned ? TASK_RECOVERING_REASON : '' };
  if (now.getTime() >= task.endAt.getTime()) return counts.inCall > 0 ? running : paused(TaskStatus.expired);
  if (now.getTime() < task.beginAt.getTime()) return { status: TaskStatus.published, reason: '' };
  if (counts.inCall > 0) return running;
  if (lines === 'tripped') return { status: TaskStatus.expired, reason: LINE_TRIPPED_REASON };
  if (lines === 'expired') return paused(TaskStatus.expired);
  if (!inWindows(now, task.timeRanges, timeZone)) return paused(TaskStatus.outsideHours);
  if (counts.due > 0) return running;
  return paused(TaskStatus.waitingRedial);
}

function paused(status: 5 | 6 | 7): { status: TaskStatusValue; reason: string } {
  return { status, reason: TASK_PAUSE_REASONS[status] };
}
