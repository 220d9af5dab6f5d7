import { INFO_CONTENT_TYPE, INFO_EVENTS, type InfoBody } from '@console/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { CallLogRow } from './call-log.ts';
import type { CustomerMedia } from './customer-media.ts';
import { type CallTimings, type CustomerPlan, scheduleCustomer } from './customer-script.ts';
import { parseNameAddr, tagOf } from './sip-address.ts';
import { newBranch, randomToken, type SipConnection } from './sip-connection.ts';
import { responseTo, SipHeaders, type SipRequest, type SipResponse } from './sip-message.ts';

export type { CallTimings };

interface CallSetup {
  connection: SipConnection;
  /** The agent's Contact: Request-URI of the INVITE. */
  target: string;
  domain: string;
  /** The far end's number, shown as the caller (From). */
  remoteNumber: string;
  headers: [string, string][];
  row: CallLogRow;
  media: CustomerMedia;
  offer: string;
  plan: CustomerPlan;
  timings: CallTimings;
  log: FastifyBaseLogger;
  /** Called once when the call ends, with the closing of its media (it takes a moment). */
  onEnded: (mediaClosed: Promise<void>) => void;
}

/** The methods of a call's dialog, which the simulator accepts from agents (Allow). */
export const CALL_METHODS = 'INVITE, ACK, CANCEL, BYE, INFO, UPDATE, OPTIONS';

/**
 * The simulator's user agent for one call (UAC of the INVITE to the agent, RFC 3261 sections 12
 * to 15). Its dialog state is what in-dialog requests need: Call-ID, both tags, our CSeq, the
 * agent's Contact as remote target and the route set from Record-Route (empty when the browser
 * is reached directly, as here).
 */
export class SimulatedCall {
  readonly callId = randomToken(12);
  private readonly localTag = randomToken(6);
  private readonly inviteBranch = newBranch();
  private remoteTag: string | undefined;
  private remoteTarget: string;
  private routeSet: string[] = [];
  private cseq = 1;
  private readonly timers = new Set<NodeJS.Timeout>();
  private finished = false;
  private readonly stopWatchingSocket: () => void;
  private stopFollowing: (() => void) | undefined;

  constructor(private readonly setup: CallSetup) {
    this.remoteTarget = setup.target;
    this.stopWatchingSocket = setup.connection.onClose(() => this.end('ended', null, 'Connection Closed'));
  }

  get row(): CallLogRow {
    return this.setup.row;
  }

  private get localUri(): string {
    return `sip:${this.setup.remoteNumber}@${this.setup.domain}`;
  }

  private get from(): string {
    return `"${this.setup.remoteNumber}" <${this.localUri}>;tag=${this.localTag}`;
  }

  private get to(): string {
    const to = `<sip:${this.setup.row.dn}@${this.setup.domain}>`;
    return this.remoteTag ? `${to};tag=${this.remoteTag}` : to;
  }

  private baseHeaders(method: string, seq: number, branch: string, to = this.to): SipHeaders {
    const headers = new SipHeaders()
      .append('Via', `SIP/2.0/${this.setup.connection.viaTransport} ${this.setup.domain};branch=${branch}`)
      .append('Max-Forwards', 70);
    for (const route of this.routeSet) headers.append('Route', route);
    return headers
      .append('From', this.from)
      .append('To', to)
      .append('Call-ID', this.callId)
      .append('CSeq', `${seq} ${method}`);
  }

  private contact(): string {
    return `<sip:simulator@${this.setup.domain};transport=ws>`;
  }

  start(): void {
    const headers = this.baseHeaders('INVITE', this.cseq, this.inviteBranch)
      .append('Contact', this.contact())
      .append('Allow', CALL_METHODS)
      .append('Supported', 'timer');
    for (const [name, value] of this.setup.headers) headers.append(name, value);
    headers.append('Content-Type', 'application/sdp');
    const invite: SipRequest = {
      kind: 'request',
      method: 'INVITE',
      uri: this.setup.target,
      headers,
      body: this.setup.offer,
    };
    this.row.invitedAt = new Date().toISOString();
    this.setup.connection.request(invite, (response) => this.onInviteResponse(response));
    this.after(this.setup.timings.inviteTimeoutMs, () => {
      if (this.row.state === 'inviting' || this.row.state === 'ringing') this.cancel('No Answer', 'failed');
    });
  }

  private onInviteResponse(response: SipResponse): void {
    if (this.finished && response.status < 200) return;
    if (response.status < 200) {
      if (response.status >= 180) this.row.state = 'ringing';
      return;
    }
    if (response.status >= 300) {
      this.setup.connection.send(this.inviteTransactionRequest('ACK', response.headers.get('To') ?? this.to));
      const cancelled = this.row.state === 'ended' || this.row.state === 'failed';
      if (!cancelled) this.end('rejected', response.status, response.reason);
      return;
    }
    this.remoteTag = tagOf(response.headers.get('To'));
    const contact = parseNameAddr(response.headers.get('Contact') ?? '');
    if (contact && !contact.wildcard) this.remoteTarget = contact.uri;
    this.routeSet = response.headers.all('Record-Route').reverse();
    this.sendInDialog('ACK', 1);
    if (this.finished) {
      // Answered while we were cancelling (section 9.1 race): end the dialog we just confirmed.
      this.sendInDialog('BYE');
      return;
    }
    this.row.state = 'answered';
    this.row.sipStatus = response.status;
    this.row.answeredAt = new Date().toISOString();
    this.setup.media.applyAnswer(response.body).catch((error) => {
      this.setup.log.warn({ err: error, agentLegUuid: this.row.agentLegUuid }, 'simulated call: answer SDP refused');
    });
    scheduleCustomer(
      this.setup.plan,
      this.setup.timings,
      (ms, action) => this.after(ms, action),
      (body) => this.info(body),
    );
    const { feed } = this.setup.plan;
    if (feed) {
      // A timer set after scheduleCustomer's: the call follows on from the history it sends.
      this.after(0, () => {
        this.stopFollowing = feed.follow(
          (line) => this.info({ event: INFO_EVENTS.transcript, data: { ...line, time: Date.now() } }),
          () => this.hangup('Call Ended'),
        );
      });
    }
    this.after(this.setup.timings.maxCallMs, () => this.hangup('Max Duration'));
  }

  /**
   * ACK of a non-2xx answer and CANCEL belong to the INVITE transaction (sections 17.1.1.3 and
   * 9.1): same branch and Request-URI, CSeq number of the INVITE. The route set is still empty
   * then (it comes with a 2xx), as it was for the INVITE.
   */
  private inviteTransactionRequest(method: 'ACK' | 'CANCEL', to: string): SipRequest {
    const headers = this.baseHeaders(method, 1, this.inviteBranch, to);
    return { kind: 'request', method, uri: this.setup.target, headers, body: '' };
  }

  private info(body: InfoBody): void {
    if (this.finished) return;
    this.sendInDialog('INFO', undefined, { contentType: INFO_CONTENT_TYPE, body: JSON.stringify(body) }, (response) => {
      // The agent's side no longer knows the call: it is over.
      if (response.status === 481 || response.status === 408) this.end('ended', response.status, response.reason);
    });
  }

  private sendInDialog(
    method: string,
    seq?: number,
    content?: { contentType: string; body: string },
    onResponse?: (response: SipResponse) => void,
  ): void {
    if (seq === undefined) {
      this.cseq++;
      seq = this.cseq;
    }
    const headers = this.baseHeaders(method, seq, newBranch());
    if (method !== 'ACK' && method !== 'BYE') headers.append('Contact', this.contact());
    if (content) headers.append('Content-Type', content.contentType);
    const request: SipRequest = { kind: 'request', method, uri: this.remoteTarget, headers, body: content?.body ?? '' };
    this.setup.connection.request(request, onResponse);
  }

  /** Requests from the agent carry our tag in To and come over the agent's own socket. */
  ownedBy(connection: SipConnection, toTag: string | undefined): boolean {
    return connection === this.setup.connection && toTag === this.localTag;
  }

  /** A request from the agent inside this dialog. */
  handleRequest(request: SipRequest): void {
    const { connection } = this.setup;
    switch (request.method) {
      case 'ACK':
        return;
      case 'BYE': {
        connection.send(responseTo(request, 200, 'OK'));
        const reason = /text="([^"]*)"/.exec(request.headers.get('Reason') ?? '')?.[1] ?? 'Agent Hangup';
        this.end('ended', this.row.sipStatus, reason);
        return;
      }
      case 'INFO':
      case 'OPTIONS':
        connection.send(responseTo(request, 200, 'OK'));
        return;
      case 'UPDATE':
      case 'INVITE':
        connection.send(this.refreshAnswer(request));
        return;
      default: {
        const response = responseTo(request, 405, 'Method Not Allowed');
        response.headers.append('Allow', CALL_METHODS);
        connection.send(response);
      }
    }
  }

  /**
   * Session-timer refreshes (RFC 4028) and re-INVITEs: the media does not change, so an offer is
   * answered with the SDP already agreed; the interval the agent asked for is echoed.
   */
  private refreshAnswer(request: SipRequest): SipResponse {
    const response = responseTo(request, 200, 'OK');
    response.headers.append('Contact', this.contact()).append('Allow', CALL_METHODS);
    const expires = request.headers.get('Session-Expires');
    if (expires) {
      const seconds = /^\s*(\d+)/.exec(expires)?.[1];
      if (seconds) response.headers.append('Session-Expires', `${seconds};refresher=uac`).append('Require', 'timer');
    }
    if (request.body.trim() !== '' || request.method === 'INVITE') {
      response.headers.append('Content-Type', 'application/sdp');
      response.body = this.setup.media.renegotiationAnswer;
    }
    return response;
  }

  /** The customer hangs up: CANCEL before the answer, BYE after it. */
  hangup(reason = 'Customer Hangup'): void {
    if (this.finished) return;
    if (this.row.state === 'answered') {
      this.sendInDialog('BYE');
      this.end('ended', this.row.sipStatus, reason);
    } else this.cancel(reason, 'ended');
  }

  private cancel(reason: string, state: 'ended' | 'failed'): void {
    this.setup.connection.request(this.inviteTransactionRequest('CANCEL', this.to));
    this.end(state, 487, reason);
  }

  end(state: 'ended' | 'rejected' | 'failed', status: number | null, reason: string): void {
    if (this.finished) return;
    this.finished = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.stopWatchingSocket();
    this.stopFollowing?.();
    Object.assign(this.row, { state, sipStatus: status, reason, endedAt: new Date().toISOString() });
    this.setup.onEnded(this.setup.media.close());
  }

  private after(ms: number, action: () => void): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      action();
    }, ms);
    this.timers.add(timer);
  }
}
