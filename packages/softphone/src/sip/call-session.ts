import { AUTO_ANSWER_ORIGINS, SIP_REASONS, SIP_SESSION_EXPIRES_S } from '@console/contracts';
import type { IncomingInfoEvent, OutgoingInfoEvent, RTCSession } from 'jssip/lib/RTCSession.js';
import type { AnswerOutcome, CallSnapshot, CallState, MediaStats } from '../call.ts';
import type { CallEventEmitter, CallEventName } from '../events.ts';
import type { SdkLogger } from '../logs/logger.ts';
import type { Timers } from '../logs/uploader.ts';
import type { CallPayload } from './call-headers.ts';
import { readInfo } from './info.ts';
import type { RemoteAudio, RingTone } from './media.ts';

/**
 * Spec section 9: once the first ICE candidate is there, the answer goes out 1.5 s later for a call
 * answered on arrival and 2 s later for one the agent answers, rather than waiting for gathering to
 * finish (which can take tens of seconds behind some networks).
 */
export const ICE_CUTOFF_AUTO_ANSWER_MS = 1500;
export const ICE_CUTOFF_ANSWERED_MS = 2000;
/**
 * Without any candidate the cut-off never starts. This long after gathering started (not after the
 * answer, so a microphone prompt does not use it up) without one, the session is told that
 * gathering ended, so an answer never hangs on a browser that finds no candidate.
 */
export const ICE_FALLBACK_MS = 3000;

const MODULE = 'call';

interface CallDeps {
  events: CallEventEmitter;
  log: SdkLogger;
  ringTone: RingTone;
  remoteAudio: RemoteAudio;
  timers: Timers;
  now: () => number;
  iceServers: RTCIceServer[];
  onEnded: (call: CallSession) => void;
}

/** One call at the agent's extension, from the INVITE to released. */
export class CallSession {
  private state: CallState = 'ringing';
  private answered = false;
  /** The 200 OK is out: from here on only a BYE ends the call. */
  private accepted = false;
  private ended = false;
  private establishedAt: number | undefined;
  private readonly startedAt: number;
  private iceCutoffMs = ICE_CUTOFF_AUTO_ANSWER_MS;
  private cutoffTimer: unknown;
  private fallbackTimer: unknown;
  private candidateSeen = false;

  constructor(
    private readonly session: RTCSession,
    readonly payload: CallPayload,
    private readonly deps: CallDeps,
  ) {
    this.startedAt = deps.now();
    this.listen();
  }

  get origin(): string | undefined {
    return this.payload['call-origin'];
  }

  /** Auto-answer origins are answered at once (dialing); the others ring until the agent answers. */
  begin(): void {
    if (AUTO_ANSWER_ORIGINS.includes(this.origin ?? '')) {
      this.deps.log.info(MODULE, '自动应答来电', this.logData());
      this.state = 'dialing';
      this.answerWith(ICE_CUTOFF_AUTO_ANSWER_MS);
      if (!this.ended) this.emit('dialing');
      return;
    }
    this.deps.log.info(MODULE, '来电振铃', this.logData());
    this.deps.ringTone.play(this.deps.log);
    this.emit('ringing');
  }

  answer(): AnswerOutcome {
    if (this.answered) return 'already-answered';
    this.deps.log.info(MODULE, '坐席接听来电', this.logData());
    this.deps.ringTone.stop();
    this.answerWith(ICE_CUTOFF_ANSWERED_MS);
    return 'answered';
  }

  /**
   * Spec section 4: 200 Web Release when established, else 486 Web Busy. Before the 200 OK this is a
   * 486 reply to the INVITE; after it, a BYE whose Reason header carries the code and text.
   */
  release(): void {
    if (this.ended) return;
    const reason = this.state === 'established' && this.accepted ? SIP_REASONS.webRelease : SIP_REASONS.webBusy;
    this.deps.log.info(MODULE, '挂断通话', {
      ...this.logData(),
      reason: `${reason.status_code} ${reason.reason_phrase}`,
    });
    try {
      this.session.terminate({ ...reason });
    } catch (error) {
      // Already terminated by the other side in the same instant: nothing left to send.
      this.deps.log.warn(MODULE, '挂断时会话已结束', String(error));
      this.finish('terminated');
    }
  }

  snapshot(): CallSnapshot {
    const snapshot: CallSnapshot = {
      payload: { ...this.payload, userData: { ...this.payload.userData } },
      state: this.state,
      direction: 'incoming',
      startedAt: this.startedAt,
    };
    if (this.establishedAt !== undefined) snapshot.establishedAt = this.establishedAt;
    return snapshot;
  }

  async stats(): Promise<MediaStats> {
    const totals: MediaStats = { bytesReceived: 0, bytesSent: 0 };
    const connection = this.session.connection as RTCPeerConnection | undefined;
    if (!connection) return totals;
    const report = await connection.getStats();
    report.forEach((entry: { type?: string; bytesReceived?: number; bytesSent?: number }) => {
      if (entry.type === 'inbound-rtp') totals.bytesReceived += entry.bytesReceived ?? 0;
      if (entry.type === 'outbound-rtp') totals.bytesSent += entry.bytesSent ?? 0;
    });
    return totals;
  }

  private answerWith(cutoffMs: number): void {
    this.answered = true;
    this.iceCutoffMs = cutoffMs;
    try {
      this.session.answer({
        mediaConstraints: { audio: true, video: false },
        pcConfig: { iceServers: this.deps.iceServers },
        sessionTimersExpires: SIP_SESSION_EXPIRES_S,
      });
    } catch (error) {
      this.deps.log.error(MODULE, '应答来电失败', String(error));
      this.release();
    }
  }

  private listen(): void {
    const session = this.session;
    session.on('peerconnection', ({ peerconnection }) => this.watch(peerconnection as unknown as RTCPeerConnection));
    session.on('icecandidate', ({ ready }) => this.candidate(ready));
    session.on('sdp', ({ originator }) => {
      if (originator === 'local') this.clearIceTimers();
    });
    session.on('accepted', () => {
      this.accepted = true;
      // A call the agent answered talks from now on; an automatic one waits for the customer (INFO).
      if (this.state === 'ringing') this.establish();
    });
    session.on('newInfo', (event: IncomingInfoEvent | OutgoingInfoEvent) => {
      if (event.originator === 'remote') this.info(event.info.body);
    });
    session.on('ended', ({ cause }) => this.finish(cause));
    session.on('failed', ({ cause }) => this.finish(cause));
  }

  private watch(connection: RTCPeerConnection): void {
    connection.addEventListener('track', (event) => {
      const stream = event.streams[0];
      if (stream && !this.ended) this.deps.remoteAudio.attach(stream, this.deps.log);
    });
    connection.addEventListener('icegatheringstatechange', () => {
      if (connection.iceGatheringState !== 'gathering' || this.ended || this.fallbackTimer !== undefined) return;
      this.fallbackTimer = this.deps.timers.setTimeout(() => {
        if (this.candidateSeen) return;
        this.deps.log.warn(MODULE, '未收到ICE候选地址，结束收集继续应答');
        // The session resolves its answer on an icecandidate event without a candidate (end of gathering).
        connection.dispatchEvent(new Event('icecandidate'));
      }, ICE_FALLBACK_MS);
    });
  }

  private candidate(ready: () => void): void {
    this.candidateSeen = true;
    if (this.cutoffTimer !== undefined) return;
    this.cutoffTimer = this.deps.timers.setTimeout(() => {
      this.cutoffTimer = undefined;
      this.deps.log.info(MODULE, 'ICE收集截止，发送应答', { afterMs: this.iceCutoffMs });
      ready();
    }, this.iceCutoffMs);
  }

  private clearIceTimers(): void {
    if (this.cutoffTimer !== undefined) this.deps.timers.clearTimeout(this.cutoffTimer);
    if (this.fallbackTimer !== undefined) this.deps.timers.clearTimeout(this.fallbackTimer);
    this.cutoffTimer = undefined;
    this.fallbackTimer = undefined;
  }

  private info(body: string | undefined): void {
    const meaning = readInfo(body);
    if (!meaning) {
      this.deps.log.warn(MODULE, '无法识别的INFO消息，已忽略', { body: String(body ?? '').slice(0, 200) });
      return;
    }
    if (meaning.event === 'established') this.establish();
    else if (meaning.event === 'transcript') this.emit('transcript', meaning.data);
    // The customer's phone rings: an event for the agent, while the call itself stays answered (dialing).
    else this.emit('ringing');
  }

  private establish(): void {
    if (this.state === 'established') return;
    this.state = 'established';
    this.establishedAt = this.deps.now();
    this.deps.log.info(MODULE, '通话已接通', this.logData());
    this.emit('established');
  }

  private finish(cause: string | undefined): void {
    if (this.ended) return;
    this.ended = true;
    this.clearIceTimers();
    this.deps.ringTone.stop();
    this.deps.remoteAudio.detach();
    this.deps.log.info(MODULE, '通话已释放', { ...this.logData(), cause });
    this.deps.onEnded(this);
    this.emit('released');
  }

  private emit(name: CallEventName, data?: unknown): void {
    const payload: CallPayload = { ...this.payload, userData: { ...this.payload.userData } };
    if (data !== undefined) payload.data = data;
    this.deps.events.emit(name, payload);
  }

  private logData() {
    return { origin: this.origin, agentUuid: this.payload['agent-uuid'], customerUuid: this.payload['customer-uuid'] };
  }
}
