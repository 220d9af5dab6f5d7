import type { DialogItem } from '@console/contracts';

/**
 * The calls in progress as the robot makes them, for whoever follows them live (the monitor's
 * LiveBoard implements this; the carrier and inbound simulators report to it).
 */

/** What a call in progress tells the live monitor when it begins. */
export interface LiveCallStart {
  businessId: number;
  /** The task, or RECEPTION_MONITOR_ID for an inbound (reception) call. */
  taskId: number;
  customerNumber: string;
  line: string;
}

/**
 * The handle of one call this process places: what it says goes to every process's board
 * (liveCall events); a supervisor's 接管, taken in any process, comes back through them.
 */
export interface LiveCallHandle {
  readonly callId: string;
  answered(): void;
  say(item: DialogItem): void;
  transferring(): void;
  /** Resolves when a supervisor takes the call over. */
  readonly takenOver: Promise<void>;
  isTakenOver(): boolean;
  /** Someone watches the call's task (or AI接待) on the monitor: the simulator lets it pass in real time. */
  watched(): boolean;
  end(): void;
}

/** Where the simulators report their calls in progress (the monitor's board, or nothing in tests). */
export interface LiveCalls {
  begin(call: LiveCallStart): LiveCallHandle;
}
