import type { MakeCallRow } from '@console/contracts';
import { AuthService, type LoginOptions, type SdkUser } from './auth.ts';
import type { CallSnapshot, MediaStats } from './call.ts';
import { type CallOutOptions, callOut } from './callout.ts';
import { type SdkResult, sdkResult } from './errors.ts';
import { CallEventEmitter, type CallEventListener, type CallEventName } from './events.ts';
import { SdkHttp } from './http.ts';
import { defaultStorage, deviceId } from './logs/device-id.ts';
import { DEFAULT_LOG_DB_NAME, LogStore } from './logs/log-store.ts';
import { StoreLogger } from './logs/logger.ts';
import { defaultLeadership, type KeyValueStorage, type UploadLeadership } from './logs/upload-lock.ts';
import { LogUploader, type Timers } from './logs/uploader.ts';
import { PhoneService, type PhoneState, type PresenceChannel, type SipConnector, type WebRtcScope } from './phone.ts';

export type SdkCallback<T = undefined> = (result: SdkResult<T>) => void;

export interface SoftphoneOptions {
  /** Origin of the platform; requests go to baseUrl + servicePrefix + path. */
  baseUrl: string;
  /** Prefix of the sdk service (config.json's service map); '/sdk' by default. */
  servicePrefix?: string;
  /** Request time-out, 20 s by default. */
  timeoutMs?: number;
  /** The SIP-over-WebSocket layer that registers the extension. */
  sip: SipConnector;
  /** Where the device uuid and the upload lease live; localStorage by default. */
  storage?: KeyValueStorage;
  /** Which tab uploads the logs; Web Locks when the browser has them, else a localStorage lease. */
  uploadLeadership?: UploadLeadership;
  /** IndexedDB database of the log store. */
  logDbName?: string;
  now?: () => number;
  timers?: Timers;
  /** Where to look for WebRTC; the global scope by default. */
  webRtcScope?: WebRtcScope;
  /** The messaging channel that detects a login elsewhere; none by default. */
  presence?: PresenceChannel;
}

const MODULE = 'sdk';

function openLogStore(name: string): Promise<LogStore | undefined> {
  // Without IndexedDB (private modes of some browsers) the SDK still works, only without logs.
  if (typeof indexedDB === 'undefined') return Promise.resolve(undefined);
  return LogStore.open(name).catch(() => undefined);
}

/**
 * The softphone SDK: one instance per page. Every method answers a promise of {code, desc} and,
 * for integrators used to callbacks, also passes that result to the optional callback.
 */
export class Softphone {
  private readonly events: CallEventEmitter;
  private readonly logger: StoreLogger;
  private readonly store: Promise<LogStore | undefined>;
  private readonly auth: AuthService;
  private readonly phone: PhoneService;
  private readonly uploader: LogUploader;
  private readonly http: SdkHttp;

  constructor(options: SoftphoneOptions) {
    const now = options.now ?? Date.now;
    const storage = options.storage ?? defaultStorage();
    this.http = new SdkHttp(options);
    this.store = openLogStore(options.logDbName ?? DEFAULT_LOG_DB_NAME);
    this.logger = new StoreLogger(this.store, now);
    this.events = new CallEventEmitter((name, error) =>
      this.logger.error(MODULE, '事件监听函数执行异常', { name, error: String(error) }),
    );
    this.auth = new AuthService(this.http, this.logger, now);
    this.phone = new PhoneService(
      options.sip,
      this.events,
      this.logger,
      () => this.auth.user,
      options.webRtcScope,
      options.presence,
    );
    this.uploader = new LogUploader({
      store: this.store,
      http: this.http,
      leadership: options.uploadLeadership ?? defaultLeadership(storage, crypto.randomUUID(), now),
      deviceUuid: deviceId(storage),
      now,
      timers: options.timers,
    });
  }

  /** Refused while the phone is open (or starting): the live registration belongs to the current user. */
  async login(options: LoginOptions, callback?: SdkCallback<SdkUser>): Promise<SdkResult<SdkUser>> {
    if (this.phone.state === 'open') return answer(sdkResult('PhoneIsOpened'), callback);
    const result = await this.auth.login(options);
    const user = this.auth.user;
    if (user && result.data) this.uploader.start({ account: user.account, dn: user.dn, token: user.token });
    return answer(result, callback);
  }

  /** Closes the phone first so no call arrives for a user that is gone, then ends the session. */
  async logout(callback?: SdkCallback): Promise<SdkResult> {
    if (this.auth.user) await this.phone.close();
    const result = await this.auth.logout();
    if (!this.auth.user) this.uploader.stop();
    return answer(result, callback);
  }

  async start(callback?: SdkCallback): Promise<SdkResult> {
    return answer(await this.phone.start(), callback);
  }

  async close(callback?: SdkCallback): Promise<SdkResult> {
    return answer(await this.phone.close(), callback);
  }

  async callOut(options: CallOutOptions, callback?: SdkCallback<MakeCallRow>): Promise<SdkResult<MakeCallRow>> {
    const result = await callOut(options, {
      http: this.http,
      log: this.logger,
      user: this.auth.user,
      phoneState: this.phone.state,
    });
    return answer(result, callback);
  }

  /** Answers the call ringing at the agent: CallNotFound without one, CallEstablished when already answered. */
  async answer(callback?: SdkCallback): Promise<SdkResult> {
    return answer(this.phone.answer(), callback);
  }

  /** Ends the current call: 200 Web Release when established, else 486 Web Busy. */
  async hangup(callback?: SdkCallback): Promise<SdkResult> {
    return answer(this.phone.hangup(), callback);
  }

  /** The current call, or undefined (also while the phone is closed). */
  getCall(): CallSnapshot | undefined {
    return this.phone.currentCall();
  }

  /** Bytes received and sent on the current call's audio, or undefined without a call. */
  mediaStats(): Promise<MediaStats | undefined> {
    return this.phone.stats();
  }

  on(name: CallEventName, listener: CallEventListener): void {
    this.events.on(name, listener);
  }

  /** Without a listener, every listener of the event is removed. */
  off(name: CallEventName, listener?: CallEventListener): void {
    this.events.off(name, listener);
  }

  /** A copy of the logged-in user, or undefined. */
  getUser(): SdkUser | undefined {
    const user = this.auth.user;
    return user && { ...user, outshowtel: [...user.outshowtel] };
  }

  get phoneState(): PhoneState {
    return this.phone.state;
  }

  /** Waits for pending log writes and any upload in flight. */
  async flushLogs(): Promise<void> {
    await this.logger.whenIdle();
    await this.uploader.whenIdle();
  }

  /** Closes an open phone, stops the upload timers and closes the log database (page unload, tests). */
  async destroy(): Promise<void> {
    if (this.phone.state === 'open') await this.phone.close();
    this.uploader.stop();
    await this.flushLogs();
    (await this.store)?.close();
  }
}

function answer<T>(result: SdkResult<T>, callback?: (result: SdkResult<T>) => void): SdkResult<T> {
  callback?.(result);
  return result;
}
