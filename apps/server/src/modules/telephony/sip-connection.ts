import { randomBytes } from 'node:crypto';
import { branchOf } from './sip-address.ts';
import {
  parseCSeq,
  responseTo,
  type SipMessage,
  type SipRequest,
  type SipResponse,
  serializeSipMessage,
} from './sip-message.ts';

export function randomToken(bytes = 8): string {
  return randomBytes(bytes).toString('hex');
}

/** RFC 3261 magic cookie: branches starting with it are unique per transaction. */
export function newBranch(): string {
  return `z9hG4bK${randomToken(10)}`;
}

type ResponseHandler = (response: SipResponse) => void;

/**
 * Timer F (64 x T1, RFC 3261 section 17.1.2.2): a non-INVITE request without a final response by
 * then times out as 408. INVITEs have none: they ring until the call cancels them.
 */
const NON_INVITE_TIMEOUT_MS = 32_000;

interface PendingTransaction {
  onResponse: ResponseHandler;
  timer?: NodeJS.Timeout;
}

/**
 * One agent's WebSocket as the SIP layer sees it. WebSocket is a reliable transport, so client
 * transactions need no retransmission: a request is sent once and its responses are matched by
 * the branch of the top Via. In-dialog requests to the agent must leave through this same
 * socket, because the agent's Contact (`*.invalid;transport=ws`) cannot be reached otherwise.
 */
export class SipConnection {
  readonly id = randomToken(6);
  /** Via transport of requests sent here. */
  readonly viaTransport: 'WS' | 'WSS';
  private open = true;
  private readonly pending = new Map<string, PendingTransaction>();
  private readonly closeListeners = new Set<() => void>();

  constructor(
    private readonly socket: { send(text: string): void },
    /** The console session token the socket was opened with (query parameter), if any. */
    readonly token: string | undefined,
    secure: boolean,
    /** Timer F; shorter only in tests. */
    private readonly nonInviteTimeoutMs = NON_INVITE_TIMEOUT_MS,
  ) {
    this.viaTransport = secure ? 'WSS' : 'WS';
  }

  get isOpen(): boolean {
    return this.open;
  }

  send(message: SipMessage): void {
    if (!this.open) return;
    try {
      this.socket.send(serializeSipMessage(message));
    } catch {
      // A socket closing underneath is reported through closed(); nothing to do here.
    }
  }

  /** Sends a request; onResponse sees every response until the final one. */
  request(request: SipRequest, onResponse: ResponseHandler = () => undefined): void {
    const branch = branchOf(request.headers.get('Via'));
    if (branch && request.method !== 'ACK') {
      const key = `${branch} ${request.method}`;
      const transaction: PendingTransaction = { onResponse };
      if (request.method !== 'INVITE') {
        transaction.timer = setTimeout(() => {
          this.pending.delete(key);
          onResponse(responseTo(request, 408, 'Request Timeout'));
        }, this.nonInviteTimeoutMs);
        transaction.timer.unref();
      }
      this.pending.set(key, transaction);
    }
    this.send(request);
  }

  /** False when no transaction of this connection waits for it (a stray response is dropped). */
  receiveResponse(response: SipResponse): boolean {
    // A CANCEL shares its INVITE's branch (section 9.1): the CSeq method tells them apart.
    const key = `${branchOf(response.headers.get('Via'))} ${parseCSeq(response.headers.get('CSeq') ?? '')?.method}`;
    const transaction = this.pending.get(key);
    if (!transaction) return false;
    if (response.status >= 200) {
      this.pending.delete(key);
      clearTimeout(transaction.timer);
    }
    transaction.onResponse(response);
    return true;
  }

  onClose(listener: () => void): () => void {
    this.closeListeners.add(listener);
    return () => this.closeListeners.delete(listener);
  }

  closed(): void {
    if (!this.open) return;
    this.open = false;
    for (const { timer } of this.pending.values()) clearTimeout(timer);
    this.pending.clear();
    for (const listener of [...this.closeListeners]) listener();
    this.closeListeners.clear();
  }
}
