import { randomBytes } from 'node:crypto';
import type { BindStatusNotify, IntentionNotify, MonitorNotify, SessionReplacedNotify } from '@console/contracts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppEvents } from '../../lib/events.ts';
import { websocketRoute } from '../../plugins/websocket-route.ts';
import { type BoundConnection, ConnectionRegistry } from './registry.ts';
import { currentBindStatus } from './repo.ts';
import { attrs, escapeXml, NS } from './xml.ts';
import { XmppStream } from './xmpp-stream.ts';

/**
 * The embedded XMPP-over-WebSocket endpoint (RFC 7395, subprotocol `xmpp`) the console's
 * real-time messaging connects to in the default install; see xmpp-stream.ts for what a stream
 * may do and registry.ts for what is shared between several server processes.
 *
 * Pushed notices. When a member's WeChat binding changes (`bindStatusChanged` on ctx.events),
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
export const XMPP_WEBSOCKET_PATH = '/xmpp-websocket';

export function registerRealtimeRoutes(ctx: AppContext): void {
  const { app, config, db, sessions } = ctx;
  const domain = config.im.domain;
  const registry = new ConnectionRegistry();

  async function authenticate(credentials: { authzid: string; authcid: string; password: string }) {
    let session: Awaited<ReturnType<typeof sessions.resolve>>;
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

  /** Connections that received a live change; the stored value read before it is stale. */
  const livePushed = new WeakSet<BoundConnection>();

  function push(
    connection: BoundConnection,
    body: BindStatusNotify | SessionReplacedNotify | IntentionNotify | MonitorNotify,
  ) {
    connection.send(
      `<message${attrs({ xmlns: NS.client, type: 'headline', from: domain, to: connection.fullJid, id: `push-${randomBytes(6).toString('hex')}` })}><body>${escapeXml(JSON.stringify(body))}</body></message>`,
    );
  }

  const onBindStatus = ({ userId, bindStatus }: AppEvents['bindStatusChanged']) => {
    for (const connection of registry.ofBare(`${userId}@${domain}`)) {
      livePushed.add(connection);
      push(connection, { type: 'bindStatusNotify', bindStatus });
    }
  };

  /** A call of the member's task ended with a grade the task pushes (意向客户推送). */
  const onIntention = (pushed: AppEvents['intentionPushed']) => {
    const { taskId, taskName, speechSkillId, telNumber, grade } = pushed;
    const body = { taskId, taskName, speechSkillId, telNumber, grade, time: Date.parse(pushed.at) };
    for (const connection of registry.ofBare(`${pushed.userId}@${domain}`)) {
      push(connection, { type: 'intentionNotify', ...body });
    }
  };

  /** 实时监控 (modules/monitor decides who is told, in every process; each sends to its own streams). */
  const onMemberNotified = ({ userId, body }: AppEvents['memberNotified']) => {
    for (const connection of registry.ofBare(`${userId}@${domain}`)) push(connection, body);
  };

  /** The streams of sessions a login elsewhere ended are told so, then ended. */
  const onSessionsReplaced = ({ userId, sessionIds }: AppEvents['sessionsReplaced']) => {
    const ended = new Set(sessionIds);
    for (const connection of registry.ofBare(`${userId}@${domain}`)) {
      if (!ended.has(connection.sessionId)) continue;
      push(connection, { type: 'sessionReplacedNotify' });
      registry.unbind(connection);
      connection.replaced('Logged in elsewhere');
    }
  };

  /** Another process bound a full JID held here: the older of the two streams ends. */
  const onResourceBound = ({ fullJid, connectionId, boundAt }: AppEvents['messagingResourceBound']) => {
    const holder = registry.full(fullJid);
    if (!holder || holder.connectionId === connectionId) return;
    const holderIsNewer =
      holder.boundAt > boundAt || (holder.boundAt === boundAt && holder.connectionId > connectionId);
    if (holderIsNewer) return;
    registry.unbind(holder);
    holder.replaced();
  };

  /**
   * A client that was offline when the binding changed (a reload, a reconnect, or the 4 s before
   * the console connects) would keep a stale status: each stream gets the current one as soon as
   * it is available. A live change pushed while the stored value was being read wins over it.
   */
  async function pushCurrentBindStatus(connection: XmppStream) {
    const bindStatus = await currentBindStatus(db, Number(connection.bareJid.split('@')[0]));
    if (bindStatus !== null && !livePushed.has(connection)) push(connection, { type: 'bindStatusNotify', bindStatus });
  }
  ctx.events.on('bindStatusChanged', onBindStatus);
  ctx.events.on('sessionsReplaced', onSessionsReplaced);
  ctx.events.on('messagingResourceBound', onResourceBound);
  ctx.events.on('intentionPushed', onIntention);
  ctx.events.on('memberNotified', onMemberNotified);
  app.addHook('onClose', async () => {
    ctx.events.off('bindStatusChanged', onBindStatus);
    ctx.events.off('sessionsReplaced', onSessionsReplaced);
    ctx.events.off('messagingResourceBound', onResourceBound);
    ctx.events.off('intentionPushed', onIntention);
    ctx.events.off('memberNotified', onMemberNotified);
  });

  websocketRoute(app, XMPP_WEBSOCKET_PATH, (socket, request) => {
    if (socket.protocol !== 'xmpp') {
      // RFC 7395 section 3.2: without the xmpp subprotocol there is no XMPP session.
      socket.close(1002, 'subprotocol xmpp required');
      return;
    }
    const stream = new XmppStream(
      { send: (text) => socket.send(text), close: (code) => socket.close(code) },
      {
        domain,
        registry,
        authenticate,
        log: request.log,
        onBound: (connection) =>
          ctx.events.emit('messagingResourceBound', {
            fullJid: connection.fullJid,
            connectionId: connection.connectionId,
            boundAt: connection.boundAt,
          }),
        onAvailable: (connection) =>
          void pushCurrentBindStatus(connection).catch((error) =>
            request.log.warn({ err: error }, 'current bind status not pushed'),
          ),
      },
    );
    socket.on('message', (data, isBinary) => {
      if (isBinary) return stream.streamError('unsupported-encoding');
      stream.receive(data.toString());
    });
    socket.on('close', () => stream.closed());
    socket.on('error', (error) => request.log.warn({ err: error }, 'xmpp websocket error'));
  });
}
