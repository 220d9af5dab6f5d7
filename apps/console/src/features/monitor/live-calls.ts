import type { LiveCallRow, MonitorEvent } from '@console/contracts';

/** A call on the page: the server's row, and when it ended (it stays a moment, greyed, then goes). */
export interface ShownCall extends LiveCallRow {
  endedAt: number | null;
}

/** How long an ended call stays on the page. */
export const ENDED_CALL_SHOWN_MS = 5000;

export interface LiveCalls {
  calls: ShownCall[];
  /** A pushed line did not follow on from the last one shown: the page reloads the calls. */
  stale: boolean;
}

export function fromSnapshot(rows: readonly LiveCallRow[]): LiveCalls {
  return { calls: rows.map((row) => ({ ...row, endedAt: null })), stale: false };
}

/**
 * Applies one pushed change of the task's calls: a started call is added (once), a line is added
 * when it is the next one of its call (a gap marks the list stale), a state is set, and an ended
 * call is kept with its end time until `prune` drops it.
 */
export function applyMonitorEvent(state: LiveCalls, event: MonitorEvent, taskId: number, now: number): LiveCalls {
  if (event.kind === 'started') {
    if (event.call.taskId !== taskId || state.calls.some((call) => call.callId === event.call.callId)) return state;
    return { ...state, calls: [...state.calls, { ...event.call, endedAt: null }] };
  }
  if (event.taskId !== taskId) return state;
  const index = state.calls.findIndex((call) => call.callId === event.callId);
  if (index < 0) return event.kind === 'line' ? { ...state, stale: true } : state;
  const call = state.calls[index];
  let next: ShownCall = call;
  switch (event.kind) {
    case 'line':
      if (event.index < call.lines.length) return state;
      if (event.index > call.lines.length) return { ...state, stale: true };
      next = { ...call, lines: [...call.lines, event.line], unrecognised: event.unrecognised };
      break;
    case 'state':
      next = { ...call, state: event.state };
      break;
    case 'ended':
      next = { ...call, endedAt: now };
      break;
  }
  const calls = [...state.calls];
  calls[index] = next;
  return { ...state, calls };
}

/** Drops the calls that ended more than ENDED_CALL_SHOWN_MS ago; the same state when none did. */
export function pruneEnded(state: LiveCalls, now: number): LiveCalls {
  const kept = state.calls.filter((call) => call.endedAt === null || now - call.endedAt < ENDED_CALL_SHOWN_MS);
  return kept.length === state.calls.length ? state : { ...state, calls: kept };
}
