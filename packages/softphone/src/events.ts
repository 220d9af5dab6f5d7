import type { CallUserData } from '@console/contracts';

export const CALL_EVENT_NAMES = [
  'opened',
  'dialing',
  'ringing',
  'established',
  'released',
  'transcript',
  'conflict',
] as const;

export type CallEventName = (typeof CALL_EVENT_NAMES)[number];

export type { CallUserData };

/** Every event carries this shape (spec section 3, call event payload). */
export interface CallEventPayload {
  msgType: CallEventName;
  'call-origin'?: string;
  userData: CallUserData;
  'agent-uuid'?: string;
  'customer-uuid'?: string;
  /** The caller. */
  ani?: string;
  /** The callee. */
  dni?: string;
  /** The transcript of a transcript event, or the message of a conflict. */
  data?: unknown;
}

export type CallEventListener = (payload: CallEventPayload) => void;

/**
 * A small typed emitter. A throwing listener must not stop the others nor the SDK's own state
 * change that emitted the event, so errors go to the reporter instead of up the stack.
 */
export class CallEventEmitter {
  private readonly listeners = new Map<CallEventName, Set<CallEventListener>>();

  constructor(private readonly onListenerError: (name: CallEventName, error: unknown) => void = () => {}) {}

  on(name: CallEventName, listener: CallEventListener): void {
    let set = this.listeners.get(name);
    if (!set) {
      set = new Set();
      this.listeners.set(name, set);
    }
    set.add(listener);
  }

  off(name: CallEventName, listener?: CallEventListener): void {
    if (!listener) this.listeners.delete(name);
    else this.listeners.get(name)?.delete(listener);
  }

  emit(name: CallEventName, payload: Omit<CallEventPayload, 'msgType'> = { userData: {} }): void {
    for (const listener of [...(this.listeners.get(name) ?? [])]) {
      try {
        listener({ ...payload, msgType: name });
      } catch (error) {
        this.onListenerError(name, error);
      }
    }
  }

  /** Whether an integrator listens to anything: the phone refuses to start otherwise. */
  hasListeners(): boolean {
    for (const set of this.listeners.values()) if (set.size > 0) return true;
    return false;
  }
}
