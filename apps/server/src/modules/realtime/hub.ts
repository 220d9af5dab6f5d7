import { randomBytes } from 'node:crypto';
import type { BindStatusNotify, IntentionNotify, MonitorNotify, SessionReplacedNotify } from '@console/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppEvents, TypedEmitter } from '../../lib/events.ts';
import { bindStatusOf, type SessionService } from '../account/index.ts';
import { type BoundConnection, ConnectionRegistry } from './registry.ts';
import { attrs, escapeXml, NS } from './xml.ts';
import { XmppStream } from './xmpp-stream.ts';

/**
 * The embedded XMPP-over-WebSocket endpoint (RFC 7395, subprotocol `xmpp`) the console's
 * real-time messaging connects to in the default install; see xmpp-stream.ts for what a stream
 * may do and registry.ts for what is shared between several server processes.
 *
 * Pushed notices. When a member's WeChat binding changes (`bindStatusChanged` on the event bus),
 * every bound connection of that member receives
 *
 *   <message xmlns="jabber:client" type="headline" from="<domain>" to="<memberId>@<domain>/<resource>" id="...">
 *     <body>{"type":"bindStatusNotify","bindStatus":1}</body>
 *   </message>
 *
 * The body is JSON text (BindStatusNotify in the contracts); bindStatus 1 is bound, 0 unbound.
 * When a login with kickOff ends a member's sessions (`sessionsReplaced`), each stream that
 * authenticated with one of them receives `{"type":"sessionReplacedNotify"}` the same way and
 * then ends with a `conflict` stream error, so the console can say why at once. A call of the
 * member's task that ends with a grade the task pushes sends `{"type":"intentionNotify",...}`
 * (IntentionNotify). A console watching the live calls (modules/monitor) gets monitorNotify. All reach the streams of every server process on the database
 * (db/shared-events.ts).
 * A real XMPP server in production (IM_URL / IM_DOMAIN) gets the same message from whatever
 * service of the platform sends it.
 */
export class MessagingHub {
  private readonly registry = new ConnectionRegistry();
  /** Connections that received a live change; the stored value read before it is stale. */
  private readonly livePushed = new WeakSet<BoundConnection>();
  private readonly subscriptions: (() => void)[] = [];

  constructor(
    private readonly deps: { db: Db; sessions: SessionService; events: TypedEmitter<AppEvents>; domain: string },
  ) {}

  /** Pushes the events modules publish to the streams this process holds, until stop(). */
  start(): void {
    const { events } = this.deps;
    const on = <K extends keyof AppEvents>(name: K, listener: (event: AppEvents[K]) => void) => {
      events.on(name, listener);
      this.subscriptions.push(() => events.off(name, listener));
    };
    on('bindStatusChanged', this.onBindStatus);
    on('sessionsReplaced', this.onSessionsReplaced);
    on('messagingResourceBound', this.onResourceBound);
    on('intentionPushed', this.onIntention);
    on('memberNotified', this.onMemberNotified);
  }

  stop(): void {
    for (const unsubscribe of this.subscriptions.splice(0)) unsubscribe();
  }

  /** A new XMPP stream over one WebSocket. */
  open(socket: { send(text: string): void; close(code?: number): void }, log: FastifyBaseLogger): XmppStream {
    return new XmppStream(socket, {
      domain: this.deps.domain,
      registry: this.registry,
      authenticate: (credentials) => this.authenticate(credentials),
      log,
      onBound: (connection) =>
        this.deps.events.emit('messagingResourceBound', {
          fullJid: connection.fullJid,
          connectionId: connection.connectionId,
          boundAt: connection.boundAt,
        }),
      onAvailable: (connection) =>
        void this.pushCurrentBindStatus(connection).catch((error) =>
          log.warn({ err: error }, 'current bind status not pushed'),
        ),
    });
  }

  /** SASL PLAIN: the console session token is the password; the JID is the member's id or phone. */
  private async authenticate(credentials: { authzid: string; authcid: string; password: string }) {
    const { db, sessions, domain } = this.deps;
    let session: Awaited<ReturnType<SessionService['resolve']>>;
    try {
      session = await sessions.resolve(db, credentials.password);
    } catch (error) {
      if (error instanceof AppError) return null;
      throw error;
    }
    // Only enterprise members have a messaging identity; inner-login accounts do not.
    if (session.userId === null) return null;
    const node = String(session.userId);
    const allowed = new Set([node, session.phone]);
    if (!allowed.has(credentials.authcid)) return null;
    if (credentials.authzid) {
      const [authzNode, authzDomain] = credentials.authzid.split('@');
      if (!allowed.has(authzNode) || (authzDomain !== undefined && authzDomain !== domain)) return null;
    }
    return { node, sessionId: session.sessionId };
  }

  private push(
    connection: BoundConnection,
    body: BindStatusNotify | SessionReplacedNotify | IntentionNotify | MonitorNotify,
  ) {
    connection.send(
      `<message${attrs({ xmlns: NS.client, type: 'headline', from: this.deps.domain, to: connection.fullJid, id: `push-${randomBytes(6).toString('hex')}` })}><body>${escapeXml(JSON.stringify(body))}</body></message>`,
    );
  }

  private readonly onBindStatus = ({ userId, bindStatus }: AppEvents['bindStatusChanged']) => {
    for (const connection of this.registry.ofBare(`${userId}@${this.deps.domain}`)) {
      this.livePushed.add(connection);
      this.push(connection, { type: 'bindStatusNotify', bindStatus });
    }
  };

  /** A call of the member's task ended with a grade the task pushes (意向客户推送). */
  private readonly onIntention = (pushed: AppEvents['intentionPushed']) => {
    const { taskId, taskName, speechSkillId, telNumber, grade } = pushed;
    const body = { taskId, taskName, speechSkillId, telNumber, grade, time: Date.parse(pushed.at) };
    for (const connection of this.registry.ofBare(`${pushed.userId}@${this.deps.domain}`)) {
      this.push(connection, { type: 'intentionNotify', ...body });
    }
  };

  /** 实时监控 (modules/monitor decides who is told, in every process; each sends to its own streams). */
  private readonly onMemberNotified = ({ userId, body }: AppEvents['memberNotified']) => {
    for (const connection of this.registry.ofBare(`${userId}@${this.deps.domain}`)) this.push(connection, body);
  };

  /** The streams of sessions a login elsewhere ended are told so, then ended. */
  private readonly onSessionsReplaced = ({ userId, sessionIds }: AppEvents['sessionsReplaced']) => {
    const ended = new Set(sessionIds);
    for (const connection of this.registry.ofBare(`${userId}@${this.deps.domain}`)) {
      if (!ended.has(connection.sessionId)) continue;
      this.push(connection, { type: 'sessionReplacedNotify' });
      this.registry.unbind(connection);
      connection.replaced('Logged in elsewhere');
    }
  };

  /** Another process bound a full JID held here: the older of the two streams ends. */
  private readonly onResourceBound = ({ fullJid, connectionId, boundAt }: AppEvents['messagingResourceBound']) => {
    const holder = this.registry.full(fullJid);
    if (!holder || holder.connectionId === connectionId) return;
    const holderIsNewer =
      holder.boundAt > boundAt || (holder.boundAt === boundAt && holder.connectionId > connectionId);
    if (holderIsNewer) return;
    this.registry.unbind(holder);
    holder.replaced();
  };

  /**
   * A client that was offline when the binding changed (a reload, a reconnect, or the 4 s before
   * the console connects) would keep a stale status: each stream gets the current one as soon as
   * it is available. A live change pushed while the stored value was being read wins over it.
   */
  private async pushCurrentBindStatus(connection: XmppStream) {
    const bindStatus = await bindStatusOf(this.deps.db, Number(connection.bareJid.split('@')[0]));
    if (bindStatus !== null && !this.livePushed.has(connection))
      this.push(connection, { type: 'bindStatusNotify', bindStatus });
  }
}
