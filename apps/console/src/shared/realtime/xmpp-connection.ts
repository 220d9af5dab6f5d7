import type { Strophe as StropheNamespace } from 'strophe.js';

/**
 * The console's real-time messaging connection: XMPP over WebSocket (RFC 7395) with strophe.js,
 * to the server's embedded endpoint or a real XMPP server. It logs in with SASL PLAIN, binds the
 * given resource, sends its initial presence and hands every message body to `onMessage`.
 *
 * While it is not connected it checks every `retryMs` (8 s) and connects again. Two endings stop
 * the checks: a `conflict` stream error (another connection, e.g. another tab, bound the same
 * resource and took over) and a refused login (the token will not become valid again).
 *
 * strophe.js is imported on the first connect, so it never weighs on pages that do not connect.
 * The same class runs in Node (tests against Prosody): strophe's Node entry brings `ws` and
 * `@xmldom/xmldom`.
 */
export type RealtimeStatus = 'idle' | 'connecting' | 'connected' | 'disconnected' | 'conflict' | 'authfail' | 'stopped';

interface RealtimeConnectionOptions {
  /** ws:// or wss:// URL of the XMPP WebSocket endpoint. */
  url: string;
  domain: string;
  /** Local part of the JID; the authentication identity too. */
  node: string;
  password: string;
  resource: string;
  retryMs?: number;
  onMessage?: (body: string, from: string) => void;
  onStatus?: (status: RealtimeStatus) => void;
}

type StropheModule = typeof import('strophe.js');
type Connection = InstanceType<typeof StropheNamespace.Connection>;

const RETRY_MS = 8000;

export class XmppConnection {
  private strophe: StropheModule | null = null;
  private connection: Connection | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;
  private current: RealtimeStatus = 'idle';

  constructor(private readonly options: RealtimeConnectionOptions) {}

  get status(): RealtimeStatus {
    return this.current;
  }

  /** The bound full JID while connected. */
  get jid(): string | null {
    return this.current === 'connected' ? (this.connection?.jid ?? null) : null;
  }

  start(): void {
    if (this.timer || this.isFinal()) return;
    this.timer = setInterval(() => {
      if (this.current === 'disconnected') void this.connect();
    }, this.options.retryMs ?? RETRY_MS);
    void this.connect();
  }

  stop(): void {
    this.clearTimer();
    this.dropConnection();
    if (!this.isFinal()) this.setStatus('stopped');
  }

  /** Sends a chat message; answers false when not connected. */
  sendMessage(to: string, body: string): boolean {
    const { connection, strophe } = this;
    if (!connection || !strophe || this.current !== 'connected') return false;
    connection.send(strophe.$msg({ to, type: 'chat' }).c('body').t(body));
    return true;
  }

  private isFinal(): boolean {
    return this.current === 'conflict' || this.current === 'authfail' || this.current === 'stopped';
  }

  private async connect(): Promise<void> {
    if (this.isFinal() || this.current === 'connecting' || this.current === 'connected') return;
    this.setStatus('connecting');
    try {
      if (!this.strophe) {
        this.strophe = await import('strophe.js');
        // strophe logs every step at debug level to the console by default.
        this.strophe.Strophe.setLogLevel(this.strophe.Strophe.LogLevel.WARN);
      }
    } catch (error) {
      console.error('realtime: strophe.js failed to load', error);
      this.setStatus('disconnected');
      return;
    }
    if (this.isFinal()) return;
    const { Strophe, $pres } = this.strophe;
    const { url, domain, node, password, resource } = this.options;
    this.dropConnection();
    const connection = new Strophe.Connection(url, { protocol: 'ws' });
    this.connection = connection;
    connection.addHandler(
      (stanza: Element) => {
        this.handleMessage(stanza);
        return true;
      },
      null,
      'message',
      null,
      null,
      null,
    );
    connection.connect(`${node}@${domain}/${resource}`, password, (status, condition) => {
      if (this.connection !== connection) return;
      const S = Strophe.Status;
      if (condition === Strophe.ErrorCondition.CONFLICT) {
        console.warn('realtime: another connection took over this session (conflict); not reconnecting');
        this.clearTimer();
        this.dropConnection();
        this.setStatus('conflict');
      } else if (status === S.AUTHFAIL) {
        console.warn('realtime: login refused; not reconnecting');
        this.clearTimer();
        this.dropConnection();
        this.setStatus('authfail');
      } else if (status === S.CONNECTED) {
        connection.send($pres());
        this.setStatus('connected');
      } else if (status === S.DISCONNECTED || status === S.CONNFAIL || status === S.CONNTIMEOUT) {
        if (!this.isFinal()) this.setStatus('disconnected');
      }
    });
  }

  private handleMessage(stanza: Element): void {
    if (stanza.getAttribute('type') === 'error') return;
    const body = stanza.getElementsByTagName('body')[0];
    if (!body) return;
    try {
      this.options.onMessage?.(body.textContent ?? '', stanza.getAttribute('from') ?? '');
    } catch (error) {
      console.error('realtime: message handler failed', error);
    }
  }

  private dropConnection(): void {
    const connection = this.connection;
    this.connection = null;
    if (!connection) return;
    try {
      connection.disconnect('stopped');
    } catch {
      // The socket is already gone.
    }
  }

  private clearTimer(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private setStatus(status: RealtimeStatus): void {
    if (this.current === status) return;
    this.current = status;
    this.options.onStatus?.(status);
  }
}
