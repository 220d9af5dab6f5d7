import { type ImConfig, Master, type RuntimeConfig, type SessionUser } from '@console/contracts';
import { create } from 'zustand';
import { showSessionExpired } from '../http/session-expiry.ts';
import { useSessionStore } from '../session/session-store.ts';
import { addIntentionNotice } from './intention-notices.ts';
import { publishMonitorEvent } from './monitor-events.ts';
import { parsePushedNotice } from './pushed-notice.ts';
import { type RealtimeStatus, XmppConnection } from './xmpp-connection.ts';

/**
 * One console tab's real-time messaging: connects as `<member id>@<im.domain>/console-<tab>` with the
 * session token as password, applies pushed bindStatusNotify messages to the session store,
 * opens the 登录失效 dialog with the conflict message on sessionReplacedNotify (a login elsewhere
 * ended this session), shows intentionNotify (意向客户推送) as a notice and hands monitorNotify to
 * the monitor page.
 * Each tab binds a resource of its own: a supervisor keeps 实时监控 and the agent desk open side
 * by side, and both need their pushes. A stream that ends with a conflict anyway (a login
 * elsewhere) notes it (status 'conflict') and does not fight back.
 */
const CONSOLE_RESOURCE_PREFIX = 'console-';

/**
 * This page's resource. Not kept in sessionStorage: a tab opened from this one (the agent desk)
 * gets a copy of it, and would then end this tab's stream.
 */
const TAB_RESOURCE = `${CONSOLE_RESOURCE_PREFIX}${Math.random().toString(36).slice(2, 10)}`;

interface RealtimeState {
  status: RealtimeStatus;
}

/** The connection's state, for the shell to show or react to (e.g. close the phone on conflict). */
export const useRealtimeStore = create<RealtimeState>()(() => ({ status: 'idle' }));

/** im.url may be a path such as /xmpp-websocket: it is taken from the page's origin then. */
export function resolveImUrl(url: string, origin = globalThis.location?.origin): string {
  if (/^wss?:\/\//i.test(url)) return url;
  if (!origin) throw new Error(`cannot resolve ${url} without a page origin`);
  const absolute = new URL(url, origin);
  absolute.protocol = absolute.protocol === 'https:' ? 'wss:' : 'ws:';
  return absolute.toString();
}

interface StartRealtimeOptions {
  resource?: string;
  retryMs?: number;
  origin?: string;
}

/** Whether this session gets a messaging connection: members only, and only when configured. */
function realtimeEnabled(im: ImConfig | undefined, session: SessionUser | null): session is SessionUser {
  return Boolean(im?.enabled && im.url && im.domain && session?.token && session.master !== Master.operator);
}

/** Connects at once; answers the function that disconnects and stops the checks. */
export function startRealtime(
  config: Pick<RuntimeConfig, 'im'>,
  session: SessionUser,
  options: StartRealtimeOptions = {},
): () => void {
  if (!realtimeEnabled(config.im, session)) return () => undefined;
  const connection = new XmppConnection({
    url: resolveImUrl(config.im.url, options.origin),
    domain: config.im.domain,
    node: String(session.id),
    password: session.token,
    resource: options.resource ?? TAB_RESOURCE,
    retryMs: options.retryMs,
    onStatus: (status) => useRealtimeStore.setState({ status }),
    onMessage: (body) => {
      const notice = parsePushedNotice(body);
      if (notice?.type === 'bindStatusNotify') useSessionStore.getState().setBindStatus(notice.bindStatus);
      // The server ends the stream right after (conflict); the dialog says why and leads to login.
      if (notice?.type === 'sessionReplacedNotify') showSessionExpired('replaced');
      if (notice?.type === 'intentionNotify') addIntentionNotice(notice);
      if (notice?.type === 'monitorNotify') publishMonitorEvent(notice.event);
    },
  });
  connection.start();
  return () => connection.stop();
}
