import { randomUUID } from 'node:crypto';
import type { DialogItem, LiveCallRow, LiveCallState, LiveLine, MonitorEvent } from '@console/contracts';
import type { AppEvents, TypedEmitter } from '../../lib/events.ts';
import type { LiveCallHandle, LiveCallStart, LiveCalls } from '../dialer/index.ts';

/** A call the robot is on, as the monitor shows it, with the enterprise it belongs to. */
export interface LiveCall extends LiveCallRow {
  businessId: number;
}

/** A customer line the engine matched nothing for: the monitor counts these (未识别). */
export function isUnrecognised(item: DialogItem): boolean {
  return item.role === 'user' && item.text !== '' && item.hits.length === 0;
}

export function liveLineOf(item: DialogItem, at: number): LiveLine {
  return {
    role: item.role === 'robot' ? 'robot' : 'customer',
    text: item.text,
    at,
    unrecognised: isUnrecognised(item),
  };
}

/**
 * Every process's view of the robot calls in progress on the platform, built from the liveCall
 * events all processes share (db/shared-events.ts), so a page served by any of them sees every
 * call. A call whose process stopped without ending it is dropped after STALE_MS.
 */
export class LiveBoard implements LiveCalls {
  private readonly calls = new Map<string, LiveCall & { touchedAt: number }>();
  private readonly takeOvers = new Map<string, () => void>();
  /** Calls taken over lately (callId → businessId): they leave the board at once, but a second 接管 must say why. */
  private readonly takenOver = new Map<string, number>();
  private readonly listeners = new Set<(businessId: number, event: MonitorEvent) => void>();
  private readonly onEvent = ({ businessId, event }: AppEvents['liveCall']) => this.apply(businessId, event);

  constructor(
    private readonly events: TypedEmitter<AppEvents>,
    private readonly isWatched: (call: LiveCall) => boolean = () => false,
    private readonly now: () => number = Date.now,
  ) {
    events.on('liveCall', this.onEvent);
  }

  close(): void {
    this.events.off('liveCall', this.onEvent);
  }

  /** Called after the board applied an event (the monitor's pushes). */
  subscribe(listener: (businessId: number, event: MonitorEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  find(businessId: number, callId: string): LiveCall | undefined {
    this.dropStale();
    const call = this.calls.get(callId);
    return call && call.businessId === businessId ? call : undefined;
  }

  /** Whether the enterprise's call was taken over (and has left the board since, or not). */
  wasTakenOver(businessId: number, callId: string): boolean {
    return this.takenOver.get(callId) === businessId;
  }

  /** The enterprise's calls in progress, oldest first; of one task, or all of them. */
  list(businessId: number, taskId?: number): LiveCall[] {
    this.dropStale();
    return [...this.calls.values()]
      .filter((call) => call.businessId === businessId && (taskId === undefined || call.taskId === taskId))
      .sort((a, b) => a.startedAt - b.startedAt);
  }

  /** A supervisor took the call over: the process placing it stops the robot. */
  takeOver(call: LiveCall): void {
    this.emit(call.businessId, { kind: 'state', taskId: call.taskId, callId: call.callId, state: 'takenOver' });
  }

  begin(start: LiveCallStart): LiveCallHandle {
    const callId = randomUUID();
    const { businessId, taskId } = start;
    let ended = false;
    let lines = 0;
    let unrecognised = 0;
    let takenOver = false;
    const takenOverPromise = new Promise<void>((resolve) => {
      this.takeOvers.set(callId, () => {
        takenOver = true;
        resolve();
      });
    });
    const state = (next: LiveCallState) => {
      if (!ended && !takenOver) this.emit(businessId, { kind: 'state', taskId, callId, state: next });
    };
    this.emit(businessId, {
      kind: 'started',
      call: {
        callId,
        taskId,
        customerNumber: start.customerNumber,
        line: start.line,
        startedAt: this.now(),
        state: 'ringing',
        unrecognised: 0,
        lines: [],
        transcript: true,
      },
    });
    return {
      callId,
      answered: () => state('talking'),
      transferring: () => state('transferring'),
      say: (item) => {
        if (ended || takenOver || item.text === '') return;
        const line = liveLineOf(item, this.now());
        if (line.unrecognised) unrecognised++;
        this.emit(businessId, { kind: 'line', taskId, callId, index: lines++, line, unrecognised });
      },
      takenOver: takenOverPromise,
      isTakenOver: () => takenOver,
      watched: () => {
        const call = this.calls.get(callId);
        return call !== undefined && this.isWatched(call);
      },
      end: () => {
        if (ended) return;
        ended = true;
        this.takeOvers.delete(callId);
        this.emit(businessId, { kind: 'ended', taskId, callId });
      },
    };
  }

  private emit(businessId: number, event: MonitorEvent): void {
    this.events.emit('liveCall', { businessId, event });
  }

  private apply(businessId: number, event: MonitorEvent): void {
    const now = this.now();
    switch (event.kind) {
      case 'started':
        this.calls.set(event.call.callId, { ...event.call, businessId, lines: [...event.call.lines], touchedAt: now });
        break;
      case 'line': {
        const call = this.calls.get(event.callId);
        if (call && call.lines.length === event.index) {
          call.lines.push(event.line);
          call.unrecognised = event.unrecognised;
          call.touchedAt = now;
        }
        break;
      }
      case 'state': {
        const call = this.calls.get(event.callId);
        if (call) {
          call.state = event.state;
          call.touchedAt = now;
        }
        if (event.state === 'takenOver') {
          this.takenOver.set(event.callId, businessId);
          const oldest = this.takenOver.keys().next().value;
          if (this.takenOver.size > MAX_REMEMBERED_TAKE_OVERS && oldest !== undefined) this.takenOver.delete(oldest);
          this.takeOvers.get(event.callId)?.();
        }
        break;
      }
      case 'ended':
        this.calls.delete(event.callId);
        break;
    }
    for (const listener of this.listeners) listener(businessId, event);
  }

  private dropStale(): void {
    const limit = this.now() - STALE_MS;
    for (const [id, call] of this.calls) if (call.touchedAt < limit) this.calls.delete(id);
  }
}

/** Take-overs the board remembers: a second 接管 comes within minutes, not after a thousand more. */
const MAX_REMEMBERED_TAKE_OVERS = 1000;

/** A call that said nothing for this long is gone (its process stopped): calls say a line every few seconds. */
const STALE_MS = 5 * 60_000;
