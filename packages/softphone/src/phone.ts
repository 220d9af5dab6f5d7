import type { SdkUser } from './auth.ts';
import type { AnswerOutcome, CallSnapshot, MediaStats } from './call.ts';
import { type SdkResult, sdkResult } from './errors.ts';
import type { CallEventEmitter } from './events.ts';
import type { SdkLogger } from './logs/logger.ts';

export type PhoneState = 'closed' | 'open';

/** What the SIP layer gets to register the agent's extension. */
export interface SipConnectOptions {
  user: SdkUser;
  events: CallEventEmitter;
  log: SdkLogger;
  /** The registrar refused the credentials after the start: the connector stopped, the phone closes. */
  onRefused: () => void;
}

/**
 * The SIP-over-WebSocket connection of the phone. The phone service only decides when to connect
 * and close; registration, incoming calls and their events belong to the implementation.
 */
export interface SipConnector {
  /** Resolves once the extension is registered; rejects when it cannot be. */
  connect(options: SipConnectOptions): Promise<void>;
  /** Ends the calls, unregisters and drops the connection. */
  close(): Promise<void> | void;
  /** Answers the call ringing at the agent. */
  answer(): AnswerOutcome;
  /** Ends the current call; false when there is none. */
  hangup(): boolean;
  currentCall(): CallSnapshot | undefined;
  stats(): Promise<MediaStats | undefined>;
}

/** What the presence channel gets to log in; `onConflict` ends the phone when another login took over. */
export interface PresenceStartOptions {
  user: SdkUser;
  log: SdkLogger;
  onConflict: (message: string) => void;
}

/** The messaging connection that detects a second login of the same agent. */
export interface PresenceChannel {
  start(options: PresenceStartOptions): void;
  stop(): void;
}

/** The globals a WebRTC-capable browser has. */
export interface WebRtcScope {
  RTCPeerConnection?: unknown;
  navigator?: { mediaDevices?: unknown };
}

export function supportsWebRtc(scope: WebRtcScope = globalThis as WebRtcScope): boolean {
  return typeof scope.RTCPeerConnection === 'function' && !!scope.navigator?.mediaDevices;
}

const MODULE = 'phone';

export class PhoneService {
  private current: PhoneState = 'closed';
  /**
   * Bumped by every start and close: a start whose connection settles after the phone was closed
   * (and maybe started again) must not touch the state, presence or events of the newer one.
   */
  private generation = 0;

  constructor(
    private readonly connector: SipConnector,
    private readonly events: CallEventEmitter,
    private readonly log: SdkLogger,
    private readonly currentUser: () => SdkUser | undefined,
    private readonly webRtcScope?: WebRtcScope,
    private readonly presence?: PresenceChannel,
  ) {}

  get state(): PhoneState {
    return this.current;
  }

  /** The preconditions are checked in the order the platform documents, the first failure answers. */
  async start(): Promise<SdkResult> {
    if (!supportsWebRtc(this.webRtcScope)) {
      this.log.warn(MODULE, '当前浏览器不支持WebRTC');
      return sdkResult('EnvError');
    }
    if (this.current === 'open') return sdkResult('PhoneIsOpened');
    const user = this.currentUser();
    if (!user) return sdkResult('AccountNotLogin');
    if (!user.dn) {
      this.log.warn(MODULE, '未找到对应分机号', { account: user.account });
      return sdkResult('AgentDnNotFound');
    }
    if (!this.events.hasListeners()) return sdkResult('EventNotListen');
    // Taken before connecting so a second start during the connection is refused.
    this.current = 'open';
    const generation = ++this.generation;
    try {
      await this.connector.connect({
        user,
        events: this.events,
        log: this.log,
        onRefused: () => {
          if (generation === this.generation) void this.close();
        },
      });
    } catch (error) {
      if (generation === this.generation) this.current = 'closed';
      this.log.error(MODULE, '电话连接失败', error);
      return sdkResult('InternalError', '电话连接失败');
    }
    if (generation !== this.generation) return sdkResult('InternalError', '电话连接失败');
    this.log.info(MODULE, '电话功能已启动', { dn: user.dn });
    // After SIP, so a conflict can only close a phone that is fully open.
    this.presence?.start({ user, log: this.log, onConflict: (message) => void this.conflict(message) });
    this.events.emit('opened');
    return sdkResult('Success');
  }

  answer(): SdkResult {
    if (this.current === 'closed') return sdkResult('PhoneIsNotOpen');
    const outcome = this.connector.answer();
    if (outcome === 'no-call') return sdkResult('CallNotFound');
    if (outcome === 'already-answered') return sdkResult('CallEstablished');
    return sdkResult('Success');
  }

  hangup(): SdkResult {
    if (this.current === 'closed') return sdkResult('PhoneIsNotOpen');
    return this.connector.hangup() ? sdkResult('Success') : sdkResult('CallNotFound');
  }

  currentCall(): CallSnapshot | undefined {
    return this.current === 'open' ? this.connector.currentCall() : undefined;
  }

  async stats(): Promise<MediaStats | undefined> {
    return this.current === 'open' ? this.connector.stats() : undefined;
  }

  async close(): Promise<SdkResult> {
    if (this.current === 'closed') return sdkResult('PhoneIsNotOpen');
    this.current = 'closed';
    this.generation += 1;
    this.presence?.stop();
    try {
      await this.connector.close();
    } catch (error) {
      this.log.error(MODULE, '关闭电话连接异常', error);
    }
    this.log.info(MODULE, '电话功能已关闭');
    return sdkResult('Success');
  }

  /**
   * Logged in elsewhere: this phone stops taking calls, then the agent is told, so listeners see the
   * phone closed and may start it again.
   */
  async conflict(message: string): Promise<void> {
    this.log.warn(MODULE, message);
    await this.close();
    this.events.emit('conflict', { userData: {}, data: message });
  }
}
