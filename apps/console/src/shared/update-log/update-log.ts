/** The read mark: the time of the newest log the user closed or viewed (spec section 4). */
export const UPDATE_LOG_READ_KEY = 'console.updateLogReadTime';

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
