import { EventEmitter } from 'node:events';
import type { MonitorEvent, MonitorNotify } from '@console/contracts';

/**
 * Events modules publish for others (e.g. the real-time messaging module pushes a member's new
 * WeChat binding to the member's open consoles). Listeners run synchronously inside emit(); one
 * that fails is logged by its own module, never by the emitter's caller. Every event also
 * reaches the listeners of the other server processes on the same database (db/shared-events.ts),
 * a moment later: payloads are plain JSON.
 */
export interface AppEvents {
  bindStatusChanged: { businessId: number; userId: number; bindStatus: 0 | 1 };
  /** A login with kickOff ended these sessions of the member (revoked as 'replaced'). */
  sessionsReplaced: { businessId: number; userId: number; sessionIds: number[] };
  /**
   * A messaging stream bound this full JID (realtime module): an older stream of the same full
   * JID, in any server process, ends with `conflict`.
   */
  messagingResourceBound: { fullJid: string; connectionId: string; boundAt: number };
  /**
   * A member stopped being an agent (deleted, or made an operator): the extension's softphones
   * lose their registrations at once, before the extension can be handed to someone else.
   */
  agentRemoved: { businessId: number; dn: string };
  /**
   * A task call ended with a grade its task pushes (意向客户推送): the owner's consoles are told
   * (intentionNotify). `at` is an ISO instant.
   */
  intentionPushed: {
    businessId: number;
    userId: number;
    taskId: number;
    taskName: string;
    /** The task's script: the console's link to the task detail names it. */
    speechSkillId: number;
    telNumber: string;
    grade: string;
    callId: number;
    at: string;
  };
  /**
   * A robot call in progress changed (modules/monitor): it began, said a line, changed state
   * (a supervisor took it over) or ended. Every process keeps the enterprises' live calls from these.
   */
  liveCall: { businessId: number; event: MonitorEvent };
  /**
   * A member's console watches the live calls of a task (taskId) or the task list (0) until `until`
   * (ms since the epoch; 0 ends the watch); `transcript` whether it may see what is said.
   */
  monitorWatched: {
    businessId: number;
    userId: number;
    taskId: number;
    transcript: boolean;
    until: number;
    /** A member's watch of the task list: the tasks they may see (absent: every task, a master's). */
    taskIds?: number[];
  };
  /**
   * Not shared: a notice for a member's consoles held by this process (the real-time module
   * delivers it; the sender decides who, in every process).
   */
  memberNotified: { userId: number; body: MonitorNotify };
}

export interface TypedEmitter<Events extends object> {
  on<K extends keyof Events & string>(event: K, listener: (payload: Events[K]) => void): this;
  off<K extends keyof Events & string>(event: K, listener: (payload: Events[K]) => void): this;
  once<K extends keyof Events & string>(event: K, listener: (payload: Events[K]) => void): this;
  emit<K extends keyof Events & string>(event: K, payload: Events[K]): boolean;
}

export function createEventBus(): TypedEmitter<AppEvents> {
  return new EventEmitter() as unknown as TypedEmitter<AppEvents>;
}
