/**
 * What the telephony side (the embedded simulator, or FreeSWITCH behind Kamailio in production)
 * and the softphone SDK agree on for a call to the agent's browser: the SIP headers of the INVITE
 * and the INFO events inside the call (spec sections 3, 4 and 9).
 *
 * The INVITE to the agent carries
 *   X-Call-Origin:   the origin (CallOrigin); web click, listening and brain transfer are answered
 *                    by the SDK automatically, anything else rings;
 *   X-User-Data:     the user data as a query string: call-relation-id=..&app-id=..&line=..&robot-id=..&prefix=..
 *   X-Agent-UUID:    the agent leg's uuid (makeCall's uuid_aleg);
 *   X-Customer-UUID: the customer leg's uuid (uuid_bleg);
 *   X-Ani / X-Dni:   caller and callee numbers as the agent should see them.
 *
 * INFO requests inside the call have Content-Type application/json (JsSIP answers 415 without
 * one) and a body `{"event": InfoEventName, "data": ...}`; TRANSCRIPT carries a TranscriptLine.
 */
export const CALL_HEADERS = {
  origin: 'X-Call-Origin',
  userData: 'X-User-Data',
  agentUuid: 'X-Agent-UUID',
  customerUuid: 'X-Customer-UUID',
  ani: 'X-Ani',
  dni: 'X-Dni',
} as const;

export const CALL_ORIGINS = {
  /** The agent clicked to call (makeCall). */
  webClick: 'webclick',
  /** A supervisor listens in on a call (monitor). */
  listening: 'listening',
  /** The robot hands its call over to a human. */
  brainTransfer: 'braintransfer',
  /** A customer calls the agent's queue directly. */
  inbound: 'inbound',
} as const;

export type CallOrigin = (typeof CALL_ORIGINS)[keyof typeof CALL_ORIGINS];

/**
 * The same INVITE facts under the original platform's header names, which its softphone script
 * reads; the telephony side sends both sets and our SDK reads either. The user data travels as
 * three headers there, and brain transfer is spelt `brain-transfer`.
 */
export const ORIGINAL_CALL_HEADERS = {
  origin: 'X-Kxjl-Call-Origin',
  agentUuid: 'X-Kxjl-Agent-Uuid',
  customerUuid: 'X-Kxjl-Customer-Uuid',
  callRelationId: 'X-Kxjl-Call-Relation-Id',
  appId: 'X-Kxjl-App-Id',
  line: 'X-Kxjl-Line',
} as const;

const ORIGINAL_ORIGIN_SPELLING: Partial<Record<string, string>> = { [CALL_ORIGINS.brainTransfer]: 'brain-transfer' };

/** An origin as the original platform spells it. */
export function originalOrigin(origin: string): string {
  return ORIGINAL_ORIGIN_SPELLING[origin] ?? origin;
}

/** An origin in either spelling, as CALL_ORIGINS spells it. */
export function normalOrigin(origin: string): string {
  const ours = Object.entries(ORIGINAL_ORIGIN_SPELLING).find(([, original]) => original === origin);
  return ours ? ours[0] : origin;
}

/** Origins the SDK answers without the agent clicking (spec section 4). */
export const AUTO_ANSWER_ORIGINS: readonly string[] = [
  CALL_ORIGINS.webClick,
  CALL_ORIGINS.listening,
  CALL_ORIGINS.brainTransfer,
];

export const USER_DATA_KEYS = ['call-relation-id', 'app-id', 'line', 'robot-id', 'prefix'] as const;
export type UserDataKey = (typeof USER_DATA_KEYS)[number];
export type CallUserData = Partial<Record<UserDataKey, string>>;

export function encodeUserData(data: CallUserData): string {
  const params = new URLSearchParams();
  for (const key of USER_DATA_KEYS) {
    const value = data[key];
    if (value !== undefined && value !== '') params.set(key, value);
  }
  return params.toString();
}

/** Unknown keys are dropped: the payload's userData has exactly the five documented keys. */
export function decodeUserData(header: string | undefined): CallUserData {
  const data: CallUserData = {};
  if (!header) return data;
  const params = new URLSearchParams(header);
  for (const key of USER_DATA_KEYS) {
    const value = params.get(key);
    if (value !== null) data[key] = value;
  }
  return data;
}

export const INFO_CONTENT_TYPE = 'application/json';

export const INFO_EVENTS = {
  /** The customer's phone rings (early media): the SDK emits ringing. */
  progressMedia: 'CHANNEL_PROGRESS_MEDIA',
  /** The customer answered: the SDK emits established. */
  answer: 'CHANNEL_ANSWER',
  /** A line of the conversation's transcript: the SDK emits transcript. */
  transcript: 'TRANSCRIPT',
} as const;

export type InfoEventName = (typeof INFO_EVENTS)[keyof typeof INFO_EVENTS];

export type TranscriptRole = 'customer' | 'robot' | 'agent';

export interface TranscriptLine {
  role: TranscriptRole;
  text: string;
  /** ms since the epoch. */
  time: number;
}

export interface InfoBody {
  event: InfoEventName;
  data?: TranscriptLine;
}

/**
 * SIP statuses and reasons of the spec: a busy agent refuses a new call with 486 Agent Busy, a
 * session without an id is ended with 486 Session NotFound, and the agent's hang-up terminates
 * with 200 Web Release when established, else 486 Web Busy.
 */
export const SIP_REASONS = {
  agentBusy: { status_code: 486, reason_phrase: 'Agent Busy' },
  sessionNotFound: { status_code: 486, reason_phrase: 'Session NotFound' },
  webRelease: { status_code: 200, reason_phrase: 'Web Release' },
  webBusy: { status_code: 486, reason_phrase: 'Web Busy' },
} as const;

/**
 * Spec section 8: what the softphone says when the messaging server ended its presence because
 * the same account logged in elsewhere (the agent desk shows the same words).
 */
export const CONFLICT_MESSAGE = '您的帐号已在其它地方登录，您已被强制退出';

/** Registration expiry the SDK asks for, in seconds (spec section 9). */
export const SIP_REGISTER_EXPIRES_S = 30;
/** RFC 4028 session-timer interval, in seconds. */
export const SIP_SESSION_EXPIRES_S = 1800;

/** Path of the embedded SIP-over-WebSocket endpoint (subprotocol `sip`, RFC 7118). */
export const SIP_WEBSOCKET_PATH = '/sip-ws';

/**
 * Query parameter of the SIP WebSocket URL that carries the console session token. The token is
 * also the digest password of REGISTER; the embedded endpoint stores only hashes of tokens, so it
 * checks the digest against the token the socket was opened with (`/sip-ws?token=...`).
 */
export const SIP_TOKEN_QUERY_PARAM = 'token';

/** The success code of the sdk service. */
export const SDK_SUCCESS_CODE = '0';
