import type { MonitorEvent } from '@console/contracts';
import type { AppEvents, TypedEmitter } from '../../lib/events.ts';
import type { LiveCall } from './live-board.ts';

type Watch = Omit<AppEvents['monitorWatched'], 'userId'>;

/**
 * Which members' consoles watch which live calls (monitorWatched events, shared by every
 * process), and the monitorNotify each of them is sent when a call changes. Each process sends to
 * the consoles it holds (memberNotified), so a member hears of a change once. A member watches one
 * thing at a time: the page open in their console.
 */
export class MonitorWatches {
  private readonly watches = new Map<number, Watch>();
  private readonly onWatch = ({ userId, ...watch }: AppEvents['monitorWatched']) => {
    if (watch.until > this.now()) this.watches.set(userId, watch);
    // A page left after the next one started watching must not end the next one's watch.
    else if (this.watches.get(userId)?.taskId === watch.taskId) this.watches.delete(userId);
  };

  constructor(
    private readonly events: TypedEmitter<AppEvents>,
    private readonly now: () => number = Date.now,
  ) {
    events.on('monitorWatched', this.onWatch);
  }

  close(): void {
    this.events.off('monitorWatched', this.onWatch);
  }

  watch(watch: AppEvents['monitorWatched']): void {
    this.events.emit('monitorWatched', watch);
  }

  /** Someone follows the call's task (its calls then pass in real time on the simulator). */
  isWatched(call: LiveCall): boolean {
    const now = this.now();
    for (const watch of this.watches.values()) {
      // A task list watch (0) follows no call: inbound calls (task 0) pass at full speed while it is open.
      if (watch.businessId !== call.businessId || watch.taskId === 0) continue;
      if (watch.taskId === call.taskId && watch.until > now) return true;
    }
    return false;
  }

  /** Tells the watchers of the enterprise what changed. */
  notify(businessId: number, event: MonitorEvent): void {
    const now = this.now();
    const taskId = event.kind === 'started' ? event.call.taskId : event.taskId;
    for (const [userId, watch] of this.watches) {
      if (watch.until <= now) {
        this.watches.delete(userId);
        continue;
      }
      if (watch.businessId !== businessId) continue;
      // A task list watch (0) gets the list's view of the calls it shows, inbound ones (task 0) as well.
      let shown: MonitorEvent | null = null;
      if (watch.taskId !== 0) shown = watch.taskId === taskId ? forTask(event, watch.transcript) : null;
      else if (watch.taskIds === undefined || watch.taskIds.includes(taskId)) shown = forList(event);
      if (shown) this.events.emit('memberNotified', { userId, body: { type: 'monitorNotify', event: shown } });
    }
  }
}

/** A task's page: everything, without what was said unless the enterprise has the transcript function. */
function forTask(event: MonitorEvent, transcript: boolean): MonitorEvent {
  if (transcript) return event;
  if (event.kind === 'started') return { ...event, call: { ...event.call, lines: [], transcript: false } };
  if (event.kind === 'line') return { ...event, line: { ...event.line, text: '' } };
  return event;
}

/** The task list counts calls and colours: it needs no line but the unrecognised ones, and no text. */
function forList(event: MonitorEvent): MonitorEvent | null {
  if (event.kind === 'started') return { ...event, call: { ...event.call, lines: [] } };
  if (event.kind === 'line') return event.line.unrecognised ? { ...event, line: { ...event.line, text: '' } } : null;
  return event;
}
