export type { DirectLogin, LoginOptions, PasswordLogin, SdkUser, TokenLogin } from './auth.ts';
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
export type { PhoneState, SipConnectOptions, SipConnector, WebRtcScope } from './phone.ts';
export { type SdkCallback, Softphone, type SoftphoneOptions } from './softphone.ts';
