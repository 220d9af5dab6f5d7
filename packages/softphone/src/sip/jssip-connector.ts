import { CALL_ORIGINS, SIP_REASONS, SIP_REGISTER_EXPIRES_S, SIP_TOKEN_QUERY_PARAM } from '@console/contracts';
import { type Socket, UA, WebSocketInterface } from 'jssip';
import type { RTCSessionEvent } from 'jssip/lib/UA.js';
import type { AnswerOutcome, CallSnapshot, MediaStats } from '../call.ts';
import { globalTimers, type Timers } from '../logs/uploader.ts';
import type { SipConnectOptions, SipConnector } from '../phone.ts';
import { readCallPayload } from './call-headers.ts';
import { CallSession } from './call-session.ts';
import { defaultRemoteAudio, defaultRingTone, type RemoteAudio, type RingTone } from './media.ts';

/** Spec section 4: after connecting, un-REGISTER, then REGISTER again this much later. */
export const REREGISTER_DELAY_MS = 500;
/** A registration that fails while the phone is open is tried again this much later, doubling up to the maximum. */
const REGISTER_RETRY_MS = 1000;
const REGISTER_RETRY_MAX_MS = 30_000;
/** How long start() waits for the connection and the registration. */
export const CONNECT_TIMEOUT_MS = 15_000;

export interface JsSipConnectorOptions {
  /** ws:// or wss:// URL of the SIP-over-WebSocket endpoint. */
  url: string;
  /** SIP domain of the extension: the agent registers as sip:<dn>@<domain>. */
  domain: string;
  iceServers?: RTCIceServer[];
  ringTone?: RingTone;
  remoteAudio?: RemoteAudio;
  /** Any object JsSIP accepts as a socket; a WebSocket to `url` (with the token) by default. */
  socketFactory?: (url: string) => Socket;
  timers?: Timers;
  now?: () => number;
  connectTimeoutMs?: number;
}

const MODULE = 'sip';

/**
 * The WebSocket is opened with the session token as query parameter `token`: the platform's
 * registrar keeps no token in clear, so it checks the REGISTER digest against the token its socket
 * was opened with. Servers that do not need it ignore the parameter.
 */
export function withToken(url: string, token: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}${SIP_TOKEN_QUERY_PARAM}=${encodeURIComponent(token)}`;
}

/** Registration goes through these steps on every (re)connection of the socket. */
type Phase = 'connecting' | 'priming' | 'clearing' | 'registering' | 'registered';

/**
 * The SIP side of the phone, on JsSIP: registers the agent's extension with the session token as
 * the digest password and takes the platform's INVITEs. There is at most one call; see `route`.
 */
export class JsSipConnector implements SipConnector {
  private ua: UA | undefined;
  private call: CallSession | undefined;
  /** The second REGISTER of the start sequence, or the retry of a failed registration. */
  private reRegisterTimer: unknown;
  /** The final REGISTER of the (re)connection succeeded: calls are taken only from then on. */
  private ready = false;
  /** Rejects the start in progress when the phone is closed before it registered. */
  private abortConnect: (() => void) | undefined;
  private readonly timers: Timers;
  private readonly now: () => number;
  private readonly ringTone: RingTone;
  private readonly remoteAudio: RemoteAudio;

  constructor(private readonly options: JsSipConnectorOptions) {
    this.timers = options.timers ?? globalTimers;
    this.now = options.now ?? Date.now;
    this.ringTone = options.ringTone ?? defaultRingTone();
    this.remoteAudio = options.remoteAudio ?? defaultRemoteAudio();
  }

  connect(context: SipConnectOptions): Promise<void> {
    this.stop();
    const { user, log } = context;
    const url = withToken(this.options.url, user.token);
    const socket = this.options.socketFactory?.(url) ?? new WebSocketInterface(url);
    const ua = new UA({
      sockets: [socket],
      uri: `sip:${user.dn}@${this.options.domain}`,
      authorization_user: user.dn,
      password: user.token,
      // Registration is driven by hand: see the phases below.
      register: false,
      register_expires: SIP_REGISTER_EXPIRES_S,
      session_timers: true,
    });
    this.ua = ua;
    ua.on('newRTCSession', (event: RTCSessionEvent) => {
      try {
        this.route(event, context);
      } catch (error) {
        log.error(MODULE, '处理来电异常', String(error));
      }
    });

    return new Promise<void>((resolve, reject) => {
      let phase: Phase = 'connecting';
      let settled = false;
      let retryMs = REGISTER_RETRY_MS;
      const settle = (error?: Error) => {
        if (settled) return;
        settled = true;
        this.abortConnect = undefined;
        this.timers.clearTimeout(timeout);
        if (!error) return resolve();
        if (this.ua === ua) this.stop();
        reject(error);
      };
      const timeout = this.timers.setTimeout(
        () => settle(new Error('信令连接或注册超时')),
        this.options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS,
      );
      this.abortConnect = () => settle(new Error('电话已关闭'));

      ua.on('connected', () => {
        log.info(MODULE, '信令连接已建立', { url: this.options.url });
        // JsSIP's unregister() sends nothing unless registered, so register first to clear the old bindings.
        phase = 'priming';
        ua.register();
      });
      ua.on('disconnected', ({ code, reason }) => {
        if (this.ua !== ua) return;
        phase = 'connecting';
        this.ready = false;
        this.clearReRegister();
        if (!settled) settle(new Error('信令连接失败'));
        else log.warn(MODULE, '信令连接断开，正在重连', { code, reason });
      });
      ua.on('registered', () => {
        retryMs = REGISTER_RETRY_MS;
        if (phase === 'priming') {
          phase = 'clearing';
          log.info(MODULE, '注销分机的全部旧注册', { dn: user.dn });
          ua.unregister({ all: true });
          this.reRegisterTimer = this.timers.setTimeout(() => {
            this.reRegisterTimer = undefined;
            phase = 'registering';
            ua.register();
          }, REREGISTER_DELAY_MS);
        } else if (phase === 'registering') {
          phase = 'registered';
          this.ready = true;
          log.info(MODULE, '分机注册成功', { dn: user.dn });
          settle();
        }
      });
      ua.on('registrationFailed', ({ cause, response }) => {
        const status = response?.status_code;
        if (!settled) {
          log.error(MODULE, '分机注册失败', { cause, status });
          return settle(new Error(`分机注册失败: ${cause}`));
        }
        if (this.ua !== ua) return;
        // The registrar refused the token (expired or revoked): registering again cannot help.
        if (status === 401 || status === 403) {
          log.error(MODULE, '分机注册被拒绝，电话已关闭', { cause, status });
          this.stop();
          context.onRefused();
          return;
        }
        // JsSIP does not retry a failed refresh by itself.
        log.warn(MODULE, '分机注册失败，稍后重试', { cause, status, retryMs });
        this.clearReRegister();
        this.reRegisterTimer = this.timers.setTimeout(() => {
          this.reRegisterTimer = undefined;
          ua.register();
        }, retryMs);
        retryMs = Math.min(retryMs * 2, REGISTER_RETRY_MAX_MS);
      });
      ua.start();
    });
  }

  /** Ends the call with the release rules, then JsSIP un-REGISTERs and closes the socket. */
  close(): void {
    this.stop();
  }

  answer(): AnswerOutcome {
    return this.call ? this.call.answer() : 'no-call';
  }

  hangup(): boolean {
    if (!this.call) return false;
    this.call.release();
    return true;
  }

  currentCall(): CallSnapshot | undefined {
    return this.call?.snapshot();
  }

  async stats(): Promise<MediaStats | undefined> {
    return this.call?.stats();
  }

  /**
   * Spec sections 4 and 8: an INVITE without the agent leg's id has no session to join (486 Session
   * NotFound); a second call while busy is refused (486 Agent Busy), unless the current one is only a
   * supervisor listening in, which gives way.
   */
  private route(event: RTCSessionEvent, context: SipConnectOptions): void {
    if (event.originator !== 'remote') return;
    const { session, request } = event;
    const { log, events } = context;
    const payload = readCallPayload(request);
    if (!payload['agent-uuid']) {
      log.warn(MODULE, '来电缺少会话ID，已拒绝', { callId: request.getHeader('Call-ID') });
      session.terminate({ ...SIP_REASONS.sessionNotFound });
      return;
    }
    // Spec section 4: before the final REGISTER of the start sequence the phone is not ready for calls.
    if (!this.ready) {
      log.warn(MODULE, '分机尚未注册完成，拒绝来电', { agentUuid: payload['agent-uuid'] });
      session.terminate({ ...SIP_REASONS.agentBusy });
      return;
    }
    const current = this.call;
    if (current) {
      if (current.origin !== CALL_ORIGINS.listening) {
        log.warn(MODULE, '坐席忙，拒绝新来电', { agentUuid: payload['agent-uuid'] });
        session.terminate({ ...SIP_REASONS.agentBusy });
        return;
      }
      log.info(MODULE, '释放监听通话，接入新来电', { agentUuid: payload['agent-uuid'] });
      current.release();
    }
    const call = new CallSession(session, payload, {
      events,
      log,
      ringTone: this.ringTone,
      remoteAudio: this.remoteAudio,
      timers: this.timers,
      now: this.now,
      iceServers: this.options.iceServers ?? [],
      onEnded: (ended) => {
        if (this.call === ended) this.call = undefined;
      },
    });
    this.call = call;
    call.begin();
  }

  private stop(): void {
    this.abortConnect?.();
    this.ready = false;
    this.clearReRegister();
    this.call?.release();
    this.call = undefined;
    const ua = this.ua;
    this.ua = undefined;
    // stop() un-REGISTERs when registered, terminates what is left and closes the socket.
    ua?.stop();
  }

  private clearReRegister(): void {
    if (this.reRegisterTimer !== undefined) this.timers.clearTimeout(this.reRegisterTimer);
    this.reRegisterTimer = undefined;
  }
}
