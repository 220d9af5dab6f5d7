import { randomUUID } from 'node:crypto';
import {
  CALL_HEADERS,
  CALL_ORIGINS,
  type CallOrigin,
  type CallUserData,
  ErrorCode,
  ErrorMessage,
  encodeUserData,
  ORIGINAL_CALL_HEADERS,
  originalOrigin,
} from '@console/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { CallLog, type CallLogRow } from './call-log.ts';
import type { CustomerMedia, MediaOptions } from './customer-media.ts';
import { type CallFeed, customerPlan, type ScriptLine } from './customer-script.ts';
import { Registrar } from './registrar.ts';
import { type CallTimings, SimulatedCall } from './simulated-call.ts';
import { tagOf } from './sip-address.ts';
import type { SipConnection } from './sip-connection.ts';
import type { SipRequest } from './sip-message.ts';
import {
  type AgentExtension,
  type AgentPresence,
  ExtensionRegistry,
  type OutboundCall,
  type PlacedCall,
  type Telephony,
} from './telephony.ts';

const DEFAULT_TIMINGS: CallTimings = {
  progressMediaMs: 500,
  answerMs: 1500,
  transcriptIntervalMs: 1200,
  inviteTimeoutMs: 60_000,
  maxCallMs: 10 * 60_000,
};

/** How long close() waits for the calls' media to close. */
const MEDIA_CLOSE_TIMEOUT_MS = 2000;

/** TELEPHONY_PROGRESS_MS, TELEPHONY_ANSWER_MS, TELEPHONY_TRANSCRIPT_MS, TELEPHONY_INVITE_TIMEOUT_MS, TELEPHONY_MAX_CALL_MS. */
export function timingsFromEnv(env: Record<string, string | undefined>): CallTimings {
  const read = (name: string, fallback: number) => {
    const value = env[name];
    if (value === undefined || value === '') return fallback;
    if (!/^\d+$/.test(value)) throw new Error(`${name} must be a whole number of milliseconds`);
    return Number(value);
  };
  return {
    progressMediaMs: read('TELEPHONY_PROGRESS_MS', DEFAULT_TIMINGS.progressMediaMs),
    answerMs: read('TELEPHONY_ANSWER_MS', DEFAULT_TIMINGS.answerMs),
    transcriptIntervalMs: read('TELEPHONY_TRANSCRIPT_MS', DEFAULT_TIMINGS.transcriptIntervalMs),
    inviteTimeoutMs: read('TELEPHONY_INVITE_TIMEOUT_MS', DEFAULT_TIMINGS.inviteTimeoutMs),
    maxCallMs: read('TELEPHONY_MAX_CALL_MS', DEFAULT_TIMINGS.maxCallMs),
  };
}

interface SimulatorOptions {
  domain: string;
  iceServers: MediaOptions['iceServers'];
  log: FastifyBaseLogger;
  timings?: Partial<CallTimings>;
  registry?: ExtensionRegistry;
}

export interface DialRequest {
  agent: AgentExtension;
  origin: CallOrigin;
  /** Caller and callee numbers as the agent should see them (X-Ani, X-Dni). */
  ani: string;
  dni: string;
  userData?: CallUserData;
  /** A transfer's conversation so far, shown on the desk at once; the canned one when absent. */
  history?: ScriptLine[];
  /** Listening: the lines of the call listened to, as they are said, after the history. */
  feed?: CallFeed;
}

/**
 * The telephony simulator: the registrar's bindings, the calls it places to agents' softphones
 * (makeCall's web click, and the other origins through the dev routes) and an in-memory log of
 * them. It stands in for the SIP platform of production in the default install and in tests.
 */
export class TelephonySimulator implements Telephony {
  readonly registry: ExtensionRegistry;
  readonly registrar: Registrar;
  readonly log = new CallLog();
  private readonly calls = new Map<string, SimulatedCall>();
  /** Media of ended calls still closing, awaited by close(). */
  private readonly closingMedia = new Set<Promise<void>>();
  private readonly timings: CallTimings;
  /** Extensions with a call being set up (media offer pending) or running: business:dn → count. */
  private readonly engaged = new Map<string, number>();
  /** When each extension's last call ended (milliseconds), for 最长空闲. */
  private readonly lastCallEnded = new Map<string, number>();

  constructor(private readonly options: SimulatorOptions) {
    this.registry = options.registry ?? new ExtensionRegistry();
    this.registrar = new Registrar(this.registry);
    this.timings = { ...DEFAULT_TIMINGS, ...options.timings };
  }

  isRegistered(agent: AgentExtension): boolean {
    return this.registry.has(agent);
  }

  presence(agent: AgentExtension): AgentPresence {
    const since = this.registrar.registeredSince(agent);
    if (since === undefined) return { state: 'offline', idleSince: null };
    const key = extensionKey(agent);
    if (this.engaged.has(key)) return { state: 'busy', idleSince: null };
    return { state: 'idle', idleSince: new Date(Math.max(since, this.lastCallEnded.get(key) ?? 0)) };
  }

  private engage(agent: AgentExtension): () => void {
    const key = extensionKey(agent);
    this.engaged.set(key, (this.engaged.get(key) ?? 0) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.engaged.get(key) ?? 1) - 1;
      if (left > 0) this.engaged.set(key, left);
      else this.engaged.delete(key);
      this.lastCallEnded.set(key, Date.now());
    };
  }

  /**
   * makeCall: the agent's leg rings the softphone (answered by the SDK automatically), the
   * customer's leg is simulated. The agent sees the display line as caller and the customer's
   * number as callee; From shows the customer, the person the agent will talk to.
   */
  async placeCall(call: OutboundCall): Promise<PlacedCall> {
    const row = await this.dial({
      agent: call.agent,
      origin: CALL_ORIGINS.webClick,
      ani: call.lineNum,
      dni: call.phoneNum,
      userData: {
        'call-relation-id': call.callRelationId,
        'app-id': call.appId,
        line: call.lineNum,
        'robot-id': call.robotId,
        prefix: call.prefix,
      },
    });
    return { agentLegUuid: row.agentLegUuid, customerLegUuid: row.customerLegUuid };
  }

  /** Sends the INVITE and answers the log row; throws 400101 when the extension has no binding. */
  async dial(request: DialRequest): Promise<CallLogRow> {
    if (!this.registrar.latest(request.agent)) throw new AppError(ErrorCode.AgentNotRegistered);
    // Busy from now: a transfer picking agents meanwhile must not choose this one again.
    const release = this.engage(request.agent);
    try {
      return await this.ring(request, release);
    } catch (error) {
      release();
      throw error;
    }
  }

  private async ring(request: DialRequest, release: () => void): Promise<CallLogRow> {
    const startedAt = new Date().toISOString();
    let media: CustomerMedia;
    let offer: string;
    try {
      // The media stack (werift, some 30 MB) loads with the first simulated call, not at start.
      const { CustomerMedia } = await import('./customer-media.ts');
      ({ media, sdp: offer } = await CustomerMedia.offer({ iceServers: this.options.iceServers }));
    } catch (error) {
      this.options.log.error({ err: error }, 'simulated call: no media offer');
      throw new AppError(ErrorCode.Internal, ErrorMessage.simulatedMediaFailed);
    }
    // ICE gathering takes up to seconds: the binding is looked up again, as the agent may have
    // closed the tab or un-registered meanwhile.
    const binding = this.registrar.latest(request.agent);
    if (!binding) {
      await media.close();
      throw new AppError(ErrorCode.AgentNotRegistered);
    }
    const row: CallLogRow = {
      agentLegUuid: randomUUID(),
      customerLegUuid: randomUUID(),
      businessId: request.agent.businessId,
      dn: request.agent.dn,
      origin: request.origin,
      ani: request.ani,
      dni: request.dni,
      state: 'inviting',
      sipStatus: null,
      reason: null,
      startedAt,
      invitedAt: null,
      answeredAt: null,
      endedAt: null,
      // The counters live on the media; the row shares the object so the log reads them live.
      rtp: media.counters,
    };
    this.log.add(row);
    const remoteNumber = request.origin === CALL_ORIGINS.webClick ? request.dni : request.ani;
    const call = new SimulatedCall({
      connection: binding.connection,
      target: binding.contact,
      domain: this.options.domain,
      remoteNumber,
      headers: [
        [CALL_HEADERS.origin, request.origin],
        [CALL_HEADERS.userData, encodeUserData(request.userData ?? {})],
        [CALL_HEADERS.agentUuid, row.agentLegUuid],
        [CALL_HEADERS.customerUuid, row.customerLegUuid],
        [CALL_HEADERS.ani, request.ani],
        [CALL_HEADERS.dni, request.dni],
        // The same facts under the original platform's names, for its softphone script.
        [ORIGINAL_CALL_HEADERS.origin, originalOrigin(request.origin)],
        [ORIGINAL_CALL_HEADERS.agentUuid, row.agentLegUuid],
        [ORIGINAL_CALL_HEADERS.customerUuid, row.customerLegUuid],
        ...originalUserData(request.userData ?? {}),
      ],
      row,
      media,
      offer,
      plan: customerPlan(request.origin, request.history, request.feed),
      timings: this.timings,
      log: this.options.log,
      onEnded: (mediaClosed) => {
        this.calls.delete(call.callId);
        release();
        this.closingMedia.add(mediaClosed);
        void mediaClosed.finally(() => this.closingMedia.delete(mediaClosed));
      },
    });
    this.calls.set(call.callId, call);
    call.start();
    return row;
  }

  /** The customer hangs up the call with this agent leg; false when no such call is running. */
  hangup(agentLegUuid: string): boolean {
    const call = [...this.calls.values()].find((c) => c.row.agentLegUuid === agentLegUuid);
    if (!call) return false;
    call.hangup();
    return true;
  }

  /**
   * Hands a request from an agent to the call whose dialog it belongs to: its Call-ID, the call's
   * tag in To, and the socket the call was placed on. False when there is none (any request may
   * come here, with or without a To tag); the endpoint then answers it itself.
   */
  dialogRequest(connection: SipConnection, request: SipRequest): boolean {
    const call = this.calls.get(request.headers.get('Call-ID') ?? '');
    if (!call?.ownedBy(connection, tagOf(request.headers.get('To')))) return false;
    call.handleRequest(request);
    return true;
  }

  /**
   * Hangs up every call and waits for their media (and that of calls ended just before) to
   * close, at most MEDIA_CLOSE_TIMEOUT_MS: a stuck peer must not hold up the server's shutdown.
   */
  async close(): Promise<void> {
    for (const call of [...this.calls.values()]) call.hangup('Server Shutdown');
    this.registrar.clear();
    if (this.closingMedia.size === 0) return;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, MEDIA_CLOSE_TIMEOUT_MS);
    });
    await Promise.race([Promise.allSettled([...this.closingMedia]), timeout]);
    clearTimeout(timer);
  }
}

function extensionKey(agent: AgentExtension): string {
  return `${agent.businessId}:${agent.dn}`;
}

/** The user data as the original platform's three headers; absent values send no header. */
function originalUserData(data: CallUserData): [string, string][] {
  const headers: [string, string | undefined][] = [
    [ORIGINAL_CALL_HEADERS.callRelationId, data['call-relation-id']],
    [ORIGINAL_CALL_HEADERS.appId, data['app-id']],
    [ORIGINAL_CALL_HEADERS.line, data.line],
  ];
  return headers.filter((header): header is [string, string] => Boolean(header[1]));
}
