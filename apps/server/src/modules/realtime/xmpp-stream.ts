import { randomBytes } from 'node:crypto';
import { XMLSerializer } from '@xmldom/xmldom';
import type { BoundConnection, ConnectionRegistry } from './registry.ts';
import { attrs, childElement, childElements, type Element, escapeXml, NS, parseFrame, XmlFrameError } from './xml.ts';

/**
 * One client stream of the embedded XMPP-over-WebSocket endpoint (RFC 7395 framing on top of
 * RFC 6120/6121), reduced to what the console needs:
 *
 * 1. `<open/>` -> `<open/>` + features with SASL PLAIN only. The password is the console's session
 *    token; the authentication identity is the member's id or phone. A token the session service
 *    refuses (unknown, expired, logged out, replaced, disabled account) fails with
 *    `<not-authorized/>`; after three failures the stream ends.
 * 2. After `<success/>` the client reopens the stream; the features offer resource binding and
 *    (optional) session establishment. The bound JID is `<memberId>@<domain>/<resource>`, the
 *    resource the client asked for or a random one. Binding a full JID that is already bound ends
 *    the older stream with a `conflict` stream error.
 * 3. Bound streams may send: presence without `to` (broadcast to the member's own available
 *    resources, the sender included, which answers the initial presence), messages to the own
 *    bare or full JID (no `to` means the own bare JID), XEP-0199 pings and an empty roster query.
 *    Anything addressed elsewhere is answered with `service-unavailable`: this is a push channel
 *    for the console, not a chat server.
 */
interface StreamDeps {
  domain: string;
  registry: ConnectionRegistry;
  /**
   * Resolves SASL PLAIN credentials to the JID's local part and the session of the token, or
   * null when they are refused.
   */
  authenticate(credentials: {
    authzid: string;
    authcid: string;
    password: string;
  }): Promise<{ node: string; sessionId: number } | null>;
  /** Called once when the stream has bound its full JID. */
  onBound?(connection: XmppStream): void;
  /** Milliseconds a client has to authenticate and bind before the stream is ended. */
  setupTimeoutMs?: number;
  /** Called once when the stream sends its initial presence, i.e. is ready for pushed notices. */
  onAvailable?(connection: XmppStream): void;
  log?: { warn(obj: object, msg: string): void };
}

interface WireSocket {
  send(text: string): void;
  close(code?: number): void;
}

type Phase = 'initial' | 'authenticating' | 'authenticated' | 'binding' | 'bound' | 'closed';

const CLOSE_FRAME = `<close xmlns="${NS.framing}" />`;
const MAX_AUTH_FAILURES = 3;
const MAX_RESOURCE_LENGTH = 256;

function newId(): string {
  return randomBytes(8).toString('hex');
}

export class XmppStream implements BoundConnection {
  readonly connectionId = newId();
  private phase: Phase = 'initial';
  private node = '';
  private session = 0;
  private bound = 0;
  private resource = '';
  private available = false;
  private authFailures = 0;
  /** Frames are handled one at a time, in order, even while authentication awaits the database. */
  private queue: Promise<void> = Promise.resolve();
  private readonly setupTimer: NodeJS.Timeout;

  constructor(
    private readonly socket: WireSocket,
    private readonly deps: StreamDeps,
  ) {
    this.setupTimer = setTimeout(() => this.streamError('connection-timeout'), deps.setupTimeoutMs ?? 30_000);
    this.setupTimer.unref();
  }

  get sessionId(): number {
    return this.session;
  }

  get boundAt(): number {
    return this.bound;
  }

  get bareJid(): string {
    return `${this.node}@${this.deps.domain}`;
  }

  get fullJid(): string {
    return `${this.bareJid}/${this.resource}`;
  }

  receive(text: string): void {
    this.queue = this.queue
      .then(() => this.handleFrame(text))
      .catch((error: unknown) => {
        this.deps.log?.warn({ err: error }, 'xmpp stream failed');
        this.streamError('internal-server-error');
      });
  }

  /** The socket closed (either side): forget the binding and tell the other resources. */
  closed(): void {
    if (this.phase === 'closed') return;
    const wasBound = this.phase === 'bound';
    this.phase = 'closed';
    clearTimeout(this.setupTimer);
    if (!wasBound) return;
    this.deps.registry.unbind(this);
    if (this.available) this.broadcastPresence(`<presence${attrs({ xmlns: NS.client, type: 'unavailable' })}/>`);
  }

  send(xml: string): void {
    if (this.phase !== 'closed') this.socket.send(xml);
  }

  replaced(text = 'Replaced by new connection'): void {
    this.streamError('conflict', text);
  }

  /** Ends the stream with a stream error, then the framing close, then the socket. */
  streamError(condition: string, text?: string): void {
    if (this.phase === 'closed') return;
    const textElement = text ? `<text xmlns="${NS.streams}">${escapeXml(text)}</text>` : '';
    this.socket.send(
      `<stream:error xmlns:stream="${NS.stream}"><${condition} xmlns="${NS.streams}"/>${textElement}</stream:error>`,
    );
    this.socket.send(CLOSE_FRAME);
    this.closed();
    this.socket.close(1000);
  }

  private async handleFrame(text: string): Promise<void> {
    if (this.phase === 'closed' || text.trim() === '') return;
    let element: Element;
    try {
      element = parseFrame(text);
    } catch (error) {
      if (error instanceof XmlFrameError) return this.streamError(error.condition);
      throw error;
    }
    const name = element.localName;
    if (name === 'open' && element.namespaceURI === NS.framing) return this.handleOpen(element);
    if (name === 'close' && element.namespaceURI === NS.framing) {
      this.socket.send(CLOSE_FRAME);
      this.closed();
      this.socket.close(1000);
      return;
    }
    switch (this.phase) {
      case 'authenticating':
        if (name === 'auth' && element.namespaceURI === NS.sasl) return this.handleAuth(element);
        return this.streamError('not-authorized');
      case 'binding':
        if (name === 'iq' && this.isClientNamespace(element)) return this.handleSetupIq(element);
        return this.streamError('not-authorized');
      case 'bound':
        if (!this.isClientNamespace(element)) return this.streamError('invalid-namespace');
        if (name === 'iq') return this.handleIq(element);
        if (name === 'message') return this.handleMessage(element);
        if (name === 'presence') return this.handlePresence(element);
        return this.streamError('unsupported-stanza-type');
      default:
        return this.streamError('not-authorized');
    }
  }

  private isClientNamespace(element: Element): boolean {
    return element.namespaceURI === NS.client || element.namespaceURI === null || element.namespaceURI === '';
  }

  private handleOpen(open: Element): void {
    if (open.getAttribute('version') !== '1.0') {
      this.streamError('unsupported-version');
      return;
    }
    const to = open.getAttribute('to');
    const header = `<open${attrs({ xmlns: NS.framing, from: this.deps.domain, id: newId(), version: '1.0', 'xml:lang': 'en' })}/>`;
    if (to && to !== this.deps.domain) {
      this.socket.send(header);
      this.streamError('host-unknown');
      return;
    }
    if (this.phase === 'initial' || this.phase === 'authenticating') {
      this.phase = 'authenticating';
      this.socket.send(header);
      this.socket.send(
        `<stream:features xmlns:stream="${NS.stream}"><mechanisms xmlns="${NS.sasl}"><mechanism>PLAIN</mechanism></mechanisms></stream:features>`,
      );
      return;
    }
    if (this.phase === 'authenticated') {
      this.phase = 'binding';
      this.socket.send(header);
      this.socket.send(
        `<stream:features xmlns:stream="${NS.stream}"><bind xmlns="${NS.bind}"/><session xmlns="${NS.session}"><optional/></session></stream:features>`,
      );
      return;
    }
    this.streamError('conflict', 'Stream already open');
  }

  private async handleAuth(auth: Element): Promise<void> {
    if (auth.getAttribute('mechanism') !== 'PLAIN') {
      this.saslFailure('invalid-mechanism');
      return;
    }
    const payload = (auth.textContent ?? '').trim();
    const decoded = payload === '=' ? '' : Buffer.from(payload, 'base64').toString('utf8');
    const parts = decoded.split('\u0000');
    if (parts.length !== 3 || !parts[1] || !parts[2]) {
      this.saslFailure('malformed-request');
      return;
    }
    const [authzid, authcid, password] = parts;
    const identity = await this.deps.authenticate({ authzid, authcid, password });
    if (this.phase === 'closed') return;
    if (!identity) {
      this.saslFailure('not-authorized');
      return;
    }
    this.node = identity.node;
    this.session = identity.sessionId;
    this.phase = 'authenticated';
    this.socket.send(`<success xmlns="${NS.sasl}"/>`);
  }

  private saslFailure(condition: string): void {
    this.socket.send(`<failure xmlns="${NS.sasl}"><${condition}/></failure>`);
    this.authFailures += 1;
    if (this.authFailures >= MAX_AUTH_FAILURES) this.streamError('policy-violation', 'Too many failed authentications');
  }

  /** Before binding, the only stanza allowed is the bind request itself. */
  private handleSetupIq(iq: Element): void {
    const bind = childElement(iq, 'bind', NS.bind);
    if (iq.getAttribute('type') !== 'set' || !bind) {
      this.streamError('not-authorized');
      return;
    }
    const requested = (childElement(bind, 'resource')?.textContent ?? '').trim();
    const valid = requested.length > 0 && requested.length <= MAX_RESOURCE_LENGTH && !/[\s\p{Cc}]/u.test(requested);
    this.resource = valid ? requested : newId();
    this.phase = 'bound';
    clearTimeout(this.setupTimer);
    this.bound = Date.now();
    this.deps.registry.bind(this);
    this.deps.onBound?.(this);
    this.socket.send(
      `<iq${attrs({ xmlns: NS.client, type: 'result', id: iq.getAttribute('id') ?? undefined })}><bind xmlns="${NS.bind}"><jid>${escapeXml(this.fullJid)}</jid></bind></iq>`,
    );
  }

  private handleIq(iq: Element): void {
    const type = iq.getAttribute('type');
    if (type === 'result' || type === 'error') return;
    const id = iq.getAttribute('id') ?? undefined;
    const to = iq.getAttribute('to');
    const payload = childElements(iq)[0];
    if ((type !== 'get' && type !== 'set') || !payload) {
      this.stanzaError(iq, 'bad-request', 'modify');
      return;
    }
    const toServer = !to || to === this.deps.domain;
    const toSelf = to === this.bareJid || to === this.fullJid;
    const result = (inner = '') =>
      this.send(
        `<iq${attrs({ xmlns: NS.client, type: 'result', id, from: to ?? undefined, to: this.fullJid })}>${inner}</iq>`,
      );
    if (payload.namespaceURI === NS.ping && payload.localName === 'ping' && (toServer || toSelf)) {
      result();
      return;
    }
    if (payload.namespaceURI === NS.session && type === 'set' && toServer) {
      result();
      return;
    }
    if (payload.namespaceURI === NS.roster && type === 'get' && (!to || toSelf)) {
      result(`<query xmlns="${NS.roster}"/>`);
      return;
    }
    this.stanzaError(iq, 'service-unavailable', 'cancel');
  }

  private handleMessage(message: Element): void {
    const to = message.getAttribute('to') || this.bareJid;
    if (to !== this.bareJid && !to.startsWith(`${this.bareJid}/`)) {
      this.stanzaError(message, 'service-unavailable', 'cancel');
      return;
    }
    message.setAttribute('from', this.fullJid);
    message.setAttribute('to', to);
    const xml = serialize(message);
    const full = to === this.bareJid ? undefined : this.deps.registry.full(to);
    // A message to an offline full JID of the own account goes to the bare JID (RFC 6121 8.5.3.2.1).
    const targets = full ? [full] : this.deps.registry.ofBare(this.bareJid);
    for (const target of targets) target.send(xml);
  }

  private handlePresence(presence: Element): void {
    const type = presence.getAttribute('type');
    // Directed presence and subscriptions need a roster, which this endpoint does not keep.
    if (presence.getAttribute('to') || (type && type !== 'unavailable')) return;
    const becameAvailable = !this.available && type !== 'unavailable';
    this.available = type !== 'unavailable';
    presence.setAttribute('from', this.fullJid);
    const xml = serialize(presence);
    this.broadcastPresence(xml, true);
    if (becameAvailable) this.deps.onAvailable?.(this);
  }

  private broadcastPresence(xml: string, includeSelf = false): void {
    for (const target of this.deps.registry.ofBare(this.bareJid)) {
      if (target === this && !includeSelf) continue;
      target.send(xml);
    }
  }

  private stanzaError(stanza: Element, condition: string, type: 'cancel' | 'modify'): void {
    if (stanza.getAttribute('type') === 'error') return;
    const to = stanza.getAttribute('to') ?? undefined;
    this.send(
      `<${stanza.localName}${attrs({ xmlns: NS.client, type: 'error', id: stanza.getAttribute('id') ?? undefined, from: to, to: this.fullJid })}><error type="${type}"><${condition} xmlns="${NS.stanzas}"/></error></${stanza.localName}>`,
    );
  }
}

function serialize(element: Element): string {
  if (!element.namespaceURI) element.setAttribute('xmlns', NS.client);
  return new XMLSerializer().serializeToString(element);
}
