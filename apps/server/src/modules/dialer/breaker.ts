/**
 * The line failure circuit breaker (issue 13): a line whose failed calls pass half of at least 20
 * attempts within two minutes is stopped for a cool-down, so a broken trunk does not burn through a
 * task's numbers. A failure is a call the network could not connect (无法接通) or could not place
 * at all; a customer who does not answer, is busy or refuses is not the line's fault.
 *
 * Each server counts the calls it placed itself; the trip is written to the line, so every server
 * stops using it.
 */
export const BREAKER = { windowMs: 2 * 60_000, minAttempts: 20, failureShare: 0.5 } as const;

/** How long a tripped line rests before the dialer tries it again (DIALER_BREAKER_COOLDOWN_MS). */
export const DEFAULT_BREAKER_COOLDOWN_MS = 5 * 60_000;

/** The card's reason while a task's lines rest. */
export const LINE_TRIPPED_REASON = '线路故障率过高自动暂停，冷却后自动恢复';

export class LineBreaker {
  /** Per business and line: the attempts of the window, oldest first. */
  private readonly attempts = new Map<string, { at: number; failed: boolean }[]>();

  /** Counts an attempt; true when it trips the line (its window starts over). */
  record(businessId: number, line: string, failed: boolean, now: Date): boolean {
    const key = `${businessId}:${line}`;
    const since = now.getTime() - BREAKER.windowMs;
    const recent = (this.attempts.get(key) ?? []).filter((attempt) => attempt.at > since);
    recent.push({ at: now.getTime(), failed });
    const failures = recent.filter((attempt) => attempt.failed).length;
    if (recent.length >= BREAKER.minAttempts && failures > recent.length * BREAKER.failureShare) {
      this.attempts.delete(key);
      return true;
    }
    this.attempts.set(key, recent);
    return false;
  }
}
