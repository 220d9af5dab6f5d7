import type { SessionUser } from '@console/contracts';

/**
 * The tabs of one browser share one sign-in. The session stays in each tab's sessionStorage (spec
 * section 3), so a new tab starts without it: it asks the open tabs over a BroadcastChannel and
 * one of them hands it theirs. A sign-in or a change of the user in one tab reaches the tabs that
 * have none or the same token; signing out ends the tabs holding that token. A login from another
 * browser is still a login elsewhere (200002), and ends this browser's tabs through the server.
 *
 * The channel carries tokens, but only between pages of this origin, which can read each other's
 * storage anyway.
 */
export const TAB_CHANNEL_NAME = 'console.session';

/** How long a new tab waits for an open tab's answer; it overlaps the runtime config's load. */
export const ASK_TIMEOUT_MS = 300;

type TabMessage =
  | { kind: 'ask'; from: string }
  | { kind: 'answer'; to: string; user: SessionUser }
  | { kind: 'session'; user: SessionUser }
  | { kind: 'signedOut'; token: string };

/** The part of BroadcastChannel the sharing uses; tests pass their own. */
export interface TabChannel {
  postMessage(message: TabMessage): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

/** This browser's channel between the console's tabs; null where there is none (old browsers). */
export function openTabChannel(): TabChannel | null {
  return typeof BroadcastChannel === 'function' ? new BroadcastChannel(TAB_CHANNEL_NAME) : null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Enough of a session user to be one: what the console reads before anything else. */
function isSessionUser(value: unknown): value is SessionUser {
  return (
    isRecord(value) &&
    typeof value.token === 'string' &&
    value.token !== '' &&
    typeof value.id === 'number' &&
    typeof value.account === 'string' &&
    isRecord(value.business) &&
    typeof value.business.id === 'number' &&
    Array.isArray(value.privilege)
  );
}

function messageOf(event: MessageEvent): TabMessage | null {
  const data: unknown = event.data;
  if (!isRecord(data)) return null;
  if (data.kind === 'ask' && typeof data.from === 'string') return { kind: 'ask', from: data.from };
  if (data.kind === 'answer' && typeof data.to === 'string' && isSessionUser(data.user)) {
    return { kind: 'answer', to: data.to, user: data.user };
  }
  if (data.kind === 'session' && isSessionUser(data.user)) return { kind: 'session', user: data.user };
  if (data.kind === 'signedOut' && typeof data.token === 'string') return { kind: 'signedOut', token: data.token };
  return null;
}

function randomId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A new tab's question: the first open tab's session, or null when none answers in time. */
export function askOpenTabs(channel: TabChannel, timeoutMs = ASK_TIMEOUT_MS): Promise<SessionUser | null> {
  const id = randomId();
  return new Promise((resolve) => {
    const finish = (user: SessionUser | null) => {
      clearTimeout(timer);
      channel.removeEventListener('message', onMessage);
      resolve(user);
    };
    const onMessage = (event: MessageEvent) => {
      const message = messageOf(event);
      if (message?.kind === 'answer' && message.to === id) finish(message.user);
    };
    const timer = setTimeout(() => finish(null), timeoutMs);
    channel.addEventListener('message', onMessage);
    channel.postMessage({ kind: 'ask', from: id });
  });
}

/** This tab's session as the sharing sees it. */
export interface SharedSession {
  current(): SessionUser | null;
  /** Calls back with the new and the previous user whenever the user changes. */
  subscribe(listener: (user: SessionUser | null, previous: SessionUser | null) => void): () => void;
  /** Takes another tab's sign-in, or its newer copy of the same session; `signedIn` when there was none. */
  adopt(user: SessionUser, signedIn: boolean): void;
  /** Another tab signed this session out. */
  end(): void;
}

/**
 * Answers new tabs with this tab's session and keeps it in step with the other tabs until the
 * answered function is called. A change made on another tab's word is not told again.
 */
export function shareSession(channel: TabChannel, session: SharedSession): () => void {
  let applyingOthers = false;
  const apply = (change: () => void) => {
    applyingOthers = true;
    try {
      change();
    } finally {
      applyingOthers = false;
    }
  };

  const onMessage = (event: MessageEvent) => {
    const message = messageOf(event);
    const user = session.current();
    if (message?.kind === 'ask') {
      if (user) channel.postMessage({ kind: 'answer', to: message.from, user });
    } else if (message?.kind === 'session') {
      // A tab signed in as someone else keeps its own sign-in.
      if (!user || user.token === message.user.token) apply(() => session.adopt(message.user, !user));
    } else if (message?.kind === 'signedOut') {
      if (user?.token === message.token) apply(() => session.end());
    }
  };
  channel.addEventListener('message', onMessage);

  const unsubscribe = session.subscribe((user, previous) => {
    if (applyingOthers) return;
    if (user) channel.postMessage({ kind: 'session', user });
    else if (previous) channel.postMessage({ kind: 'signedOut', token: previous.token });
  });

  return () => {
    unsubscribe();
    channel.removeEventListener('message', onMessage);
  };
}
