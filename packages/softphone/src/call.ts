import type { CallEventPayload } from './events.ts';

/**
 * Where the current call stands for the agent: `ringing` waits for the agent to answer,
 * `dialing` was answered automatically and waits for the customer, `established` talks.
 */
export type CallState = 'ringing' | 'dialing' | 'established';

/** What `getCall()` answers about the current call. */
export interface CallSnapshot {
  payload: Omit<CallEventPayload, 'msgType'>;
  state: CallState;
  /** Every call reaches the agent as an INVITE from the platform, also the ones the agent placed. */
  direction: 'incoming';
  /** ms since the epoch when the INVITE arrived. */
  startedAt: number;
  /** ms since the epoch when the call became established. */
  establishedAt?: number;
}

/** Bytes of the call's audio so far, from the peer connection's RTP statistics. */
export interface MediaStats {
  bytesReceived: number;
  bytesSent: number;
}

/** What answering the current call came to. */
export type AnswerOutcome = 'answered' | 'no-call' | 'already-answered';
