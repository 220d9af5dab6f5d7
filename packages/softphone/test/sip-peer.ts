/// <reference types="node" />
import { createHash, randomBytes } from 'node:crypto';

/** A SIP message as the peer parsed it off the wire. */
export interface SipMessage {
  raw: string;
  /** Request method, or undefined for a response. */
  method?: string;
  uri?: string;
  status?: number;
  reason?: string;
  headers: Map<string, string[]>;
  body: string;
  header(name: string): string | undefined;
}

export function parseSip(raw: string): SipMessage {
  const split = raw.indexOf('\r\n\r\n');
  const head = split === -1 ? raw : raw.slice(0, split);
  const body = split === -1 ? '' : raw.slice(split + 4);
  const [start = '', ...lines] = head.split('\r\n');
  const headers = new Map<string, string[]>();
  for (const line of lines) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim().toLowerCase();
    headers.set(name, [...(headers.get(name) ?? []), line.slice(colon + 1).trim()]);
  }
  const message: SipMessage = { raw, headers, body, header: (name) => headers.get(name.toLowerCase())?.[0] };
  const response = /^SIP\/2\.0 (\d{3}) ?(.*)$/.exec(start);
  if (response) {
    message.status = Number(response[1]);
    message.reason = response[2];
  } else {
    const [method, uri] = start.split(' ');
    message.method = method;
    message.uri = uri;
  }
  return message;
}

const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const token = () => randomBytes(6).toString('hex');

/** Parses `Digest a="b", c=d` into its parameters. */
function digestParams(header: string): Record<string, string> {
  const params: Record<string, string> = {};
  for (const match of header.replace(/^Digest\s+/i, '').matchAll(/(\w+)=("([^"]*)"|[^,\s]+)/g)) {
    params[match[1] as string] = match[3] ?? (match[2] as string);
  }
  return params;
}

export const OFFER_SDP = [
  'v=0',
  'o=- 1 1 IN IP4 127.0.0.1',
  's=-',
  'c=IN IP4 127.0.0.1',
  't=0 0',
  'm=audio 40000 RTP/AVP 0',
  'a=rtpmap:0 PCMU/8000',
  'a=sendrecv',
  '',
].join('\r\n');

export interface SipPeerOptions {
  realm?: string;
  /** The digest password the registrar accepts for an extension. */
  passwords: Record<string, string>;
  /** When false, REGISTER gets 403 even with the right credentials. */
  acceptRegister?: boolean;
  /** When false, the socket's connection fails. */
  acceptConnection?: boolean;
}

/** One INVITE the peer sent, with what came back. */
export interface PeerCall {
  callId: string;
  responses: SipMessage[];
  /** Requests the agent sent inside this call (BYE, UPDATE...). */
  requests: SipMessage[];
  final(): SipMessage | undefined;
  info(body: string, contentType?: string): void;
  bye(): void;
}

/**
 * The far end of the agent's SIP-over-WebSocket connection: a registrar that challenges REGISTER
 * with a Digest 401 and checks the answer, and a PBX that sends INVITEs, ACKs final answers and
 * sends INFO and BYE inside calls. Every message JsSIP sends is parsed into `received`, so tests
 * assert on the wire rather than on JsSIP's state.
 */
export class SipPeer {
  readonly received: SipMessage[] = [];
  private readonly calls = new Map<
    string,
    PeerCall & { from: string; to?: string; remoteTarget?: string; cseq: number }
  >();
  readonly realm: string;
  /** While set, every REGISTER is answered with this status (a registrar failing or refusing the token). */
  registerFault: { status: number; reason: string } | undefined;

  constructor(private readonly options: SipPeerOptions) {
    this.realm = options.realm ?? 'console.local';
  }

  /** A socket object as JsSIP accepts it; messages travel asynchronously, as over a real socket. */
  socket(url = 'ws://127.0.0.1/sip-ws') {
    const peer = this;
    const socket = {
      via_transport: 'WS',
      url,
      sip_uri: 'sip:127.0.0.1;transport=ws',
      connected: false,
      onconnect: () => {},
      ondisconnect: (_error: boolean, _code?: number, _reason?: string) => {},
      ondata: (_data: unknown) => {},
      connect() {
        void Promise.resolve().then(() => {
          if (peer.options.acceptConnection === false) return socket.ondisconnect(true, 1006, 'refused');
          socket.connected = true;
          socket.onconnect();
        });
      },
      disconnect() {
        socket.connected = false;
      },
      send(data: string) {
        void Promise.resolve().then(() => peer.receive(String(data)));
        return true;
      },
      isConnected: () => socket.connected,
      isConnecting: () => false,
      /** The peer drops the connection, as a restarting proxy would. */
      drop() {
        socket.connected = false;
        socket.ondisconnect(true, 1006, 'dropped');
      },
    };
    this.deliver = (text) => {
      if (socket.connected) void Promise.resolve().then(() => socket.ondata(text));
    };
    return socket;
  }

  requests(method: string): SipMessage[] {
    return this.received.filter((message) => message.method === method);
  }

  responses(): SipMessage[] {
    return this.received.filter((message) => message.status !== undefined);
  }

  /** Sends an INVITE to the registered extension with these extra headers. */
  invite(headers: Record<string, string>, dn = '8001'): PeerCall {
    const callId = token();
    const from = `<sip:platform@${this.realm}>;tag=${token()}`;
    const call = {
      callId,
      from,
      cseq: 1,
      responses: [] as SipMessage[],
      requests: [] as SipMessage[],
      final: () => call.responses.find((response) => (response.status ?? 0) >= 200),
      info: (body: string, contentType = 'application/json') => this.inDialog(call, 'INFO', body, contentType),
      bye: () => this.inDialog(call, 'BYE'),
    } as PeerCall & { from: string; to?: string; remoteTarget?: string; cseq: number };
    this.calls.set(callId, call);
    const lines = [
      `INVITE sip:${dn}@${this.realm} SIP/2.0`,
      `Via: SIP/2.0/WS peer.invalid;branch=z9hG4bK${token()}`,
      'Max-Forwards: 70',
      `From: ${from}`,
      `To: <sip:${dn}@${this.realm}>`,
      `Call-ID: ${callId}`,
      'CSeq: 1 INVITE',
      `Contact: <sip:platform@peer.invalid;transport=ws>`,
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ];
    this.send(lines, OFFER_SDP, 'application/sdp');
    return call;
  }

  private deliver: (text: string) => void = () => {};

  private send(lines: string[], body = '', contentType?: string): void {
    const all = [...lines];
    if (contentType) all.push(`Content-Type: ${contentType}`);
    all.push(`Content-Length: ${Buffer.byteLength(body)}`);
    this.deliver(`${all.join('\r\n')}\r\n\r\n${body}`);
  }

  private receive(text: string): void {
    if (!text.trim()) return;
    const message = parseSip(text);
    this.received.push(message);
    if (message.status !== undefined) {
      this.onResponse(message);
      return;
    }
    if (message.method === 'REGISTER') {
      this.onRegister(message);
      return;
    }
    this.calls.get(message.header('Call-ID') ?? '')?.requests.push(message);
    if (message.method !== 'ACK') this.reply(message, 200, 'OK');
  }

  private onRegister(request: SipMessage): void {
    if (this.registerFault) {
      this.reply(request, this.registerFault.status, this.registerFault.reason);
      return;
    }
    const authorization = request.header('Authorization');
    if (!authorization) {
      this.reply(request, 401, 'Unauthorized', [
        `WWW-Authenticate: Digest realm="${this.realm}", nonce="${token()}", algorithm=MD5, qop="auth"`,
      ]);
      return;
    }
    const params = digestParams(authorization);
    const password = this.options.passwords[params.username ?? ''];
    const ha1 = md5(`${params.username}:${params.realm}:${password}`);
    const ha2 = md5(`REGISTER:${params.uri}`);
    const expected = md5(`${ha1}:${params.nonce}:${params.nc}:${params.cnonce}:${params.qop}:${ha2}`);
    if (password === undefined || params.response !== expected || this.options.acceptRegister === false) {
      this.reply(request, 403, 'Forbidden');
      return;
    }
    const expires = request.header('Expires');
    const contact = request.header('Contact') ?? '';
    // An un-REGISTER is answered without bindings; a REGISTER with the binding and its expiry.
    const clearing = expires === '0' || contact.startsWith('*');
    this.reply(
      request,
      200,
      'OK',
      clearing ? [] : [`Contact: ${contact.replace(/;expires=\d+/, '')};expires=${expires ?? 30}`],
    );
  }

  private onResponse(response: SipMessage): void {
    const call = this.calls.get(response.header('Call-ID') ?? '');
    if (!call) return;
    const [, method] = (response.header('CSeq') ?? '').split(' ');
    if (method !== 'INVITE') return;
    call.responses.push(response);
    const status = response.status ?? 0;
    if (status < 200) return;
    call.to = response.header('To');
    call.remoteTarget = /<([^>]+)>/.exec(response.header('Contact') ?? '')?.[1];
    const via = status >= 300 ? (response.header('Via') ?? '') : `SIP/2.0/WS peer.invalid;branch=z9hG4bK${token()}`;
    const uri = status >= 300 ? `sip:8001@${this.realm}` : (call.remoteTarget ?? '');
    this.send([
      `ACK ${uri} SIP/2.0`,
      `Via: ${via}`,
      'Max-Forwards: 70',
      `From: ${call.from}`,
      `To: ${call.to}`,
      `Call-ID: ${call.callId}`,
      'CSeq: 1 ACK',
    ]);
  }

  private inDialog(
    call: PeerCall & { from: string; to?: string; remoteTarget?: string; cseq: number },
    method: string,
    body = '',
    contentType?: string,
  ): void {
    call.cseq += 1;
    this.send(
      [
        `${method} ${call.remoteTarget} SIP/2.0`,
        `Via: SIP/2.0/WS peer.invalid;branch=z9hG4bK${token()}`,
        'Max-Forwards: 70',
        `From: ${call.from}`,
        `To: ${call.to}`,
        `Call-ID: ${call.callId}`,
        `CSeq: ${call.cseq} ${method}`,
      ],
      body,
      contentType,
    );
  }

  private reply(request: SipMessage, status: number, reason: string, extra: string[] = []): void {
    const to = request.header('To') ?? '';
    this.send([
      `SIP/2.0 ${status} ${reason}`,
      ...(request.headers.get('via') ?? []).map((via) => `Via: ${via}`),
      `From: ${request.header('From')}`,
      `To: ${to.includes('tag=') ? to : `${to};tag=${token()}`}`,
      `Call-ID: ${request.header('Call-ID')}`,
      `CSeq: ${request.header('CSeq')}`,
      ...extra,
    ]);
  }
}
