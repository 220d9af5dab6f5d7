import type { SdkUser } from './auth.ts';
import { type SdkResult, sdkResult } from './errors.ts';
import type { CallEventEmitter } from './events.ts';
import type { SdkLogger } from './logs/logger.ts';

export type PhoneState = 'closed' | 'open';

/** What the SIP layer gets to register the agent's extension. */
export interface SipConnectOptions {
  user: SdkUser;
  events: CallEventEmitter;
  log: SdkLogger;
}

/**
 * The SIP-over-WebSocket connection of the phone. The phone service only decides when to connect
 * and close; registration, incoming calls and their events belong to the implementation.
 */
export interface SipConnector {
  /** Resolves once the extension is registered; rejects when it cannot be. */
  connect(options: SipConnectOptions): Promise<void>;
  close(): Promise<void> | void;
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

  constructor(
    private readonly connector: SipConnector,
    private readonly events: CallEventEmitter,
    private readonly log: SdkLogger,
    private readonly currentUser: () => SdkUser | undefined,
    private readonly webRtcScope?: WebRtcScope,
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
    try {
      await this.connector.connect({ user, events: this.events, log: this.log });
    } catch (error) {
      this.current = 'closed';
      this.log.error(MODULE, '电话连接失败', error);
      return sdkResult('InternalError', '电话连接失败');
    }
    this.log.info(MODULE, '电话功能已启动', { dn: user.dn });
    this.events.emit('opened');
    return sdkResult('Success');
  }

  async close(): Promise<SdkResult> {
    if (this.current === 'closed') return sdkResult('PhoneIsNotOpen');
    this.current = 'closed';
    try {
      await this.connector.close();
    } catch (error) {
      this.log.error(MODULE, '关闭电话连接异常', error);
    }
    this.log.info(MODULE, '电话功能已关闭');
    return sdkResult('Success');
  }

  /** Logged in elsewhere: the agent is told and this phone stops taking calls. */
  async conflict(message: string): Promise<void> {
    this.log.warn(MODULE, message);
    this.events.emit('conflict', { userData: {}, data: message });
    await this.close();
  }
}
