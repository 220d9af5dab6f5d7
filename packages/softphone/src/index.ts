/** The conflict message is the platform's, kept in the contracts; integrators get it here. */
export { CONFLICT_MESSAGE } from '@console/contracts';
export type { DirectLogin, LoginOptions, PasswordLogin, SdkUser, TokenLogin } from './auth.ts';
export { type BrowserSoftphoneConfig, createBrowserSoftphone, resolveSocketUrl } from './browser.ts';
export type { AnswerOutcome, CallSnapshot, CallState, MediaStats } from './call.ts';
export type { CallOutOptions } from './callout.ts';
export {
  CALL_FAILED_DESC,
  CALL_THREW_DESC,
  type SdkCode,
  SdkError,
  SdkErrorCode,
  type SdkErrorName,
  type SdkResult,
  sdkErrorName,
} from './errors.ts';
export {
  CALL_EVENT_NAMES,
  type CallEventListener,
  type CallEventName,
  type CallEventPayload,
  type CallUserData,
} from './events.ts';
export { LOG_RETENTION_MS } from './logs/log-store.ts';
export type { SdkLogger } from './logs/logger.ts';
export {
  type KeyValueStorage,
  LeaseLeadership,
  type LockManagerLike,
  type UploadLeadership,
  WebLockLeadership,
} from './logs/upload-lock.ts';
export { FIRST_UPLOAD_DELAY_MS, type Timers, UPLOAD_BATCH_SIZE, UPLOAD_INTERVAL_MS } from './logs/uploader.ts';
export type {
  PhoneState,
  PresenceChannel,
  PresenceStartOptions,
  SipConnectOptions,
  SipConnector,
  WebRtcScope,
} from './phone.ts';
export {
  PRESENCE_RESOURCE,
  PRESENCE_SETUP_TIMEOUT_MS,
  RECONNECT_MAX_MS,
  RECONNECT_MIN_MS,
  XmppPresence,
  type XmppPresenceOptions,
} from './presence/xmpp-presence.ts';
export {
  ICE_CUTOFF_ANSWERED_MS,
  ICE_CUTOFF_AUTO_ANSWER_MS,
  ICE_FALLBACK_MS,
} from './sip/call-session.ts';
export {
  CONNECT_TIMEOUT_MS,
  JsSipConnector,
  type JsSipConnectorOptions,
  REREGISTER_DELAY_MS,
} from './sip/jssip-connector.ts';
export { BrowserRemoteAudio, BrowserRingTone, type RemoteAudio, type RingTone } from './sip/media.ts';
export { type SdkCallback, Softphone, type SoftphoneOptions } from './softphone.ts';
