import { CONFLICT_MESSAGE } from '@console/contracts';
import type { Strophe as StropheNamespace } from 'strophe.js';
import { globalTimers, type Timers } from '../logs/uploader.ts';
import type { PresenceChannel, PresenceStartOptions } from '../phone.ts';

/** Reconnect back-off: 1 s, 2 s, 4 s ... capped at 30 s, back to 1 s after a good connection. */
export const RECONNECT_MIN_MS = 1000;
export const RECONNECT_MAX_MS = 30_000;
/** The resource the softphone binds: a second softphone login of the same agent replaces this one. */
export const PRESENCE_RESOURCE = 'softphone';
/**
 * strophe reports nothing when a WebSocket closes before the stream opened (a proxy whose backend
 * is down does that), so a login that is not through in this time is abandoned and retried.
 */
export const PRESENCE_SETUP_TIMEOUT_MS = 20_000;

type StropheModule = typeof import('strophe.js');
type Connection = InstanceType<typeof StropheNamespace.Connection>;

export interface XmppPresenceOptions {
  /** ws:// or wss:// for XMPP over WebSocket, http:// or https:// for BOSH. */
  url: string;
  domain: string;
  timers?: Timers;
  /** strophe.js is imported on the first start so that it weighs nothing until needed. */
  loadStrophe?: () => Promise<StropheModule>;
}

const MODULE = 'presence';

/**
 * The agent's presence on the messaging server. It exists to learn about a second login: the server
 * binds one `<account>@<domain>/softphone` at a time and ends the older stream with a `conflict`
 * stream error, upon which the phone is closed. Any other loss of the connection is retried.
 */
export class XmppPresence implements PresenceChannel {
  private strophe: StropheModule | undefined;
  private connection: Connection | undefined;
  private context: PresenceStartOptions | undefined;
  private retryTimer: unknown;
  private setupTimer: unknown;
  private attempt = 0;
  private readonly timers: Timers;

  constructor(private readonly options: XmppPresenceOptions) {
    this.timers = options.timers ?? globalTimers;
  }

  start(context: PresenceStartOptions): void {
    this.stop();
    this.context = context;
    this.attempt = 0;
    void this.connect(context);
  }

  stop(): void {
    this.context = undefined;
    if (this.retryTimer !== undefined) this.timers.clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    this.drop();
  }

  private clearSetupTimer(): void {
    if (this.setupTimer !== undefined) this.timers.clearTimeout(this.setupTimer);
    this.setupTimer = undefined;
  }

  /** The delay before the next attempt; exposed for the integrator's diagnostics. */
  get nextDelayMs(): number {
    return Math.min(RECONNECT_MIN_MS * 2 ** this.attempt, RECONNECT_MAX_MS);
  }

  private async connect(context: PresenceStartOptions): Promise<void> {
    const { log, user } = context;
    try {
      if (!this.strophe) {
        this.strophe = await (this.options.loadStrophe ?? (() => import('strophe.js')))();
        // strophe logs every step at debug level by default.
        this.strophe.Strophe.setLogLevel(this.strophe.Strophe.LogLevel.WARN);
      }
    } catch (error) {
      log.error(MODULE, '消息模块加载失败', String(error));
      this.retry(context);
      return;
    }
    if (this.context !== context) return;
    const { Strophe, $pres } = this.strophe;
    const connection = new Strophe.Connection(this.options.url);
    this.connection = connection;
    let over = false;
    this.setupTimer = this.timers.setTimeout(() => {
      this.setupTimer = undefined;
      if (this.connection !== connection || over) return;
      over = true;
      log.warn(MODULE, '消息通道连接超时', { url: this.options.url });
      this.drop();
      this.retry(context);
    }, PRESENCE_SETUP_TIMEOUT_MS);
    connection.connect(
      `${user.account}@${this.options.domain}/${PRESENCE_RESOURCE}`,
      user.token,
      (status, condition) => {
        if (this.connection !== connection || over) return;
        const S = Strophe.Status;
        if (condition === Strophe.ErrorCondition.CONFLICT) {
          over = true;
          log.warn(MODULE, '消息通道被新的登录替代', { account: user.account });
          this.stop();
          context.onConflict(CONFLICT_MESSAGE);
        } else if (status === S.AUTHFAIL) {
          // The token is refused; the same token will not become valid again.
          over = true;
          log.error(MODULE, '消息服务认证失败', { account: user.account });
          this.stop();
        } else if (status === S.CONNECTED) {
          this.clearSetupTimer();
          this.attempt = 0;
          connection.send($pres());
          log.info(MODULE, '消息通道已连接', { url: this.options.url });
        } else if (status === S.DISCONNECTED || status === S.CONNFAIL || status === S.CONNTIMEOUT) {
          over = true;
          this.drop();
          this.retry(context);
        }
      },
    );
  }

  private retry(context: PresenceStartOptions): void {
    if (this.context !== context || this.retryTimer !== undefined) return;
    const delay = this.nextDelayMs;
    this.attempt += 1;
    context.log.warn(MODULE, '消息通道断开，稍后重连', { delayMs: delay });
    this.retryTimer = this.timers.setTimeout(() => {
      this.retryTimer = undefined;
      if (this.context === context) void this.connect(context);
    }, delay);
  }

  private drop(): void {
    this.clearSetupTimer();
    const connection = this.connection;
    this.connection = undefined;
    if (!connection) return;
    try {
      connection.disconnect('stopped');
    } catch {
      // The socket is already gone.
    }
  }
}
