import { CONFLICT_MESSAGE, type TranscriptLine } from '@console/contracts';
import type { CallEventPayload, SdkUser } from '@console/softphone';
import { otherPartyNumber } from './desk-labels.ts';

export type LoginState = { status: 'pending' } | { status: 'ok'; user: SdkUser } | { status: 'failed'; desc: string };

/** connecting: start() is under way (the SIP registration). */
export type PhoneStatus = 'closed' | 'connecting' | 'open';

export type CallStatus = 'ringing' | 'dialing' | 'established' | 'released';

export interface DeskCall {
  status: CallStatus;
  origin?: string;
  number: string;
  startedAt: number;
  establishedAt?: number;
  endedAt?: number;
  /** The agent answered a ringing call; it waits for the media to be established. */
  answered?: boolean;
}

export interface CallRecord {
  id: number;
  number: string;
  origin?: string;
  /** From establishment to release; 0 for a call never established. */
  durationMs: number;
  endedAt: number;
}

export interface DeskState {
  login: LoginState;
  phone: PhoneStatus;
  /** The current call, or the last one (released) until the next starts; null before the first. */
  call: DeskCall | null;
  /** The transcript of the current (or last) call. */
  transcript: TranscriptLine[];
  /** This page's calls, newest first. */
  history: CallRecord[];
  conflict: string | null;
}

export type CallEventAction = {
  type: 'callEvent';
  name: 'dialing' | 'ringing' | 'established' | 'released';
  payload: CallEventPayload;
  at: number;
};

export type DeskAction =
  | { type: 'loggedIn'; user: SdkUser }
  | { type: 'loginFailed'; desc: string }
  | { type: 'phone'; status: PhoneStatus }
  | CallEventAction
  | { type: 'transcript'; line: TranscriptLine }
  | { type: 'conflict'; message: string; at: number }
  | { type: 'conflictSeen' }
  | { type: 'answered' };

/** Calls kept in the page's history. */
export const HISTORY_SIZE = 20;

export const initialDeskState: DeskState = {
  login: { status: 'pending' },
  phone: 'closed',
  call: null,
  transcript: [],
  history: [],
  conflict: null,
};

export function isCallActive(call: DeskCall | null): call is DeskCall {
  return call !== null && call.status !== 'released';
}

function release(state: DeskState, at: number): DeskState {
  const call = state.call;
  if (!isCallActive(call)) return state;
  const record: CallRecord = {
    id: (state.history[0]?.id ?? 0) + 1,
    number: call.number,
    origin: call.origin,
    durationMs: call.establishedAt === undefined ? 0 : Math.max(0, at - call.establishedAt),
    endedAt: at,
  };
  return {
    ...state,
    call: { ...call, status: 'released', endedAt: at },
    history: [record, ...state.history].slice(0, HISTORY_SIZE),
  };
}

function onCallEvent(state: DeskState, { name, payload, at }: CallEventAction): DeskState {
  if (name === 'released') return release(state, at);
  const active = isCallActive(state.call);
  const details = {
    origin: payload['call-origin'],
    number: otherPartyNumber({ origin: payload['call-origin'], ani: payload.ani, dni: payload.dni }),
  };
  // A new call starts with an empty transcript; events of the current one only move its state.
  const call: DeskCall = active && state.call ? { ...state.call } : { ...details, status: name, startedAt: at };
  if (active && details.number !== '-') call.number = details.number;
  call.origin = details.origin ?? call.origin;
  if (name === 'established') {
    call.status = 'established';
    call.establishedAt = call.establishedAt ?? at;
  } else if (call.status !== 'established') {
    call.status = name;
  }
  return { ...state, call, transcript: active ? state.transcript : [] };
}

export function deskReducer(state: DeskState, action: DeskAction): DeskState {
  switch (action.type) {
    case 'loggedIn':
      return { ...state, login: { status: 'ok', user: action.user } };
    case 'loginFailed':
      return { ...state, login: { status: 'failed', desc: action.desc } };
    case 'phone':
      return { ...state, phone: action.status };
    case 'callEvent':
      return onCallEvent(state, action);
    case 'transcript':
      return { ...state, transcript: [...state.transcript, action.line] };
    case 'conflict':
      // The SDK closes the phone on a conflict; a call in progress is gone with it.
      return { ...release(state, action.at), phone: 'closed', conflict: action.message || CONFLICT_MESSAGE };
    case 'conflictSeen':
      return { ...state, conflict: null };
    case 'answered':
      return isCallActive(state.call) ? { ...state, call: { ...state.call, answered: true } } : state;
  }
}

/** A transcript event's data, checked: the SDK passes what the platform sent. */
export function asTranscriptLine(data: unknown): TranscriptLine | null {
  if (typeof data !== 'object' || data === null) return null;
  const line = data as Partial<TranscriptLine>;
  if (line.role !== 'customer' && line.role !== 'robot' && line.role !== 'agent') return null;
  if (typeof line.text !== 'string') return null;
  return { role: line.role, text: line.text, time: typeof line.time === 'number' ? line.time : Date.now() };
}
