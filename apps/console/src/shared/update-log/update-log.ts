import type { UpdateLog } from '@console/contracts';
import { fetchConfigFile } from '../config/config-file.ts';

type LogItem = UpdateLog['logItems'][number];

/** The read mark: the time of the newest log the user closed or viewed (spec section 4). */
export const UPDATE_LOG_READ_KEY = 'console.updateLogReadTime';

export async function fetchUpdateLog(signal?: AbortSignal): Promise<LogItem[]> {
  const log = await fetchConfigFile<UpdateLog>('updatelog', signal);
  return Array.isArray(log?.logItems) ? log.logItems : [];
}

/** Newest first; the times are 'YYYY-MM-DD HH:mm' texts, which sort as strings. */
export function newestFirst(items: readonly LogItem[]): LogItem[] {
  return [...items].sort((a, b) => String(b.time).localeCompare(String(a.time)));
}

export function readMark(): string | null {
  try {
    return localStorage.getItem(UPDATE_LOG_READ_KEY);
  } catch {
    return null;
  }
}

export function markRead(time: string): void {
  try {
    localStorage.setItem(UPDATE_LOG_READ_KEY, time);
  } catch {
    // Storage disabled: the notice shows again next time, which is harmless.
  }
}

export const updateLogQueryKey = ['config', 'updatelog'] as const;
