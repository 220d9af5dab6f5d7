// @vitest-environment node
import {
  accountApi,
  DEFAULT_SERVICE_PREFIXES,
  type Envelope,
  encryptPassword,
  type SessionUser,
} from '@console/contracts';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionExpiredStore } from '../http/session-expiry.ts';
import { useSessionStore } from '../session/session-store.ts';
import { startRealtime, useRealtimeStore } from './start-realtime.ts';
import { type RealtimeStatus, XmppConnection } from './xmpp-connection.ts';

/**
 * The console's realtime client against the real server endpoint on 127.0.0.1 (buildApp with a
 * fresh database). The server helper is imported by path at run time so the console's type check
 * does not pull in the server's Node-only sources; this interface is the part used here.
 */
interface TestServer {
  url: string;
  origin: string;
  domain: string;
  setBindStatus(businessId: number, userId: number, bindStatus: 0 | 1): Promise<void>;
  session(phone: string): Promise<{ token: string; userId: number; businessId: number; sessionId: number }>;
  dropConnections(): void;
  close(): Promise<void>;
}

// The node environment has no sessionStorage, where the session store persists the user.
vi.hoisted(() => {
  const items = new Map<string, string>();
  globalThis.sessionStorage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    clear: () => items.clear(),
    key: (index: number) => [...items.keys()][index] ?? null,
    get length() {
      return items.size;
    },
  };
});

const SERVER_HELPER = '../../../../server/src/test/realtime-server.ts';
const MEMBER_PHONE = '13800000001';

let server: TestServer;
const stops: (() => void)[] = [];

beforeAll(async () => {
  const helper = (await import(/* @vite-ignore */ SERVER_HELPER)) as { startRealtimeTestServer(): Promise<TestServer> };
  server = await helper.startRealtimeTestServer();
  // A fresh database is migrated and seeded first, which takes seconds on a busy machine.
}, 60_000);
afterAll(() => server?.close(), 30_000);
beforeEach(() => {
  useRealtimeStore.setState({ status: 'idle' });
  useSessionExpiredStore.setState({ open: false, reason: 'expired' });
});
afterEach(() => {
  vi.useRealTimers();
  for (const stop of stops.splice(0)) stop();
  useSessionStore.getState().signOut();
});

async function memberSession(): Promise<SessionUser> {
  const { token, userId, businessId } = await server.session(MEMBER_PHONE);
  return {
    account: MEMBER_PHONE,
    id: userId,
    surname: '演示成员',
    photo: '',
    bindStatus: 0,
    token,
    master: 0,
    business: { id: businessId, name: '演示企业', status: 2, lack: false },
    dn: '',
    dnCode: '',
    privilege: [0, 0, 0, 0, 0, 0, 0, 0],
  };
}

function im() {
  return { im: { enabled: true, url: server.url, domain: server.domain } };
}

async function until(check: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const realtimeStatus = () => useRealtimeStore.getState().status;

describe('startRealtime against the embedded endpoint', { timeout: 30_000 }, () => {
  it('connects and sets bindStatus from pushed bindStatusNotify messages', async () => {
    const session = await memberSession();
    useSessionStore.getState().signIn(session);
    stops.push(startRealtime(im(), session, { retryMs: 200 }));
    await until(() => realtimeStatus() === 'connected', 'connected');

    await server.setBindStatus(session.business.id, session.id, 1);
    await until(() => useSessionStore.getState().user?.bindStatus === 1, 'bindStatus 1');
    await server.setBindStatus(session.business.id, session.id, 0);
    await until(() => useSessionStore.getState().user?.bindStatus === 0, 'bindStatus 0');
  });

  it('reconnects after the server drops the connection', async () => {
    const session = await memberSession();
    useSessionStore.getState().signIn(session);
    const seen: RealtimeStatus[] = [];
    const unsubscribe = useRealtimeStore.subscribe((state) => seen.push(state.status));
    stops.push(unsubscribe, startRealtime(im(), session, { retryMs: 200 }));
    await until(() => realtimeStatus() === 'connected', 'connected');

    server.dropConnections();
    await until(() => seen.includes('disconnected'), 'disconnected');
    await until(() => realtimeStatus() === 'connected', 'connected again');
    await server.setBindStatus(session.business.id, session.id, 1);
    await until(() => useSessionStore.getState().user?.bindStatus === 1, 'push after reconnect');
  });

  it('stops for good when another connection binds the same resource (conflict)', async () => {
    // The retry checks run on an interval: on a fake clock the test runs ten of their periods at once.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const session = await memberSession();
    const statuses: RealtimeStatus[] = [];
    const first = new XmppConnection({
      url: server.url,
      domain: server.domain,
      node: String(session.id),
      password: session.token,
      resource: 'console',
      retryMs: 100,
      onStatus: (status) => statuses.push(status),
    });
    stops.push(() => first.stop());
    first.start();
    await until(() => first.status === 'connected', 'first connected');

    // Tabs bind resources of their own; a login elsewhere may still bind this one.
    stops.push(startRealtime(im(), session, { retryMs: 100, resource: 'console' }));
    await until(() => first.status === 'conflict', 'conflict');
    await until(() => realtimeStatus() === 'connected', 'second connected');
    vi.advanceTimersByTime(10 * 100);
    expect(first.status).toBe('conflict');
    expect(statuses).toEqual(['connecting', 'connected', 'conflict']);
    expect(realtimeStatus()).toBe('connected');
  });

  it('opens the 登录失效 dialog with the conflict message as soon as a login elsewhere ends the session', async () => {
    const session = await memberSession();
    useSessionStore.getState().signIn(session);
    stops.push(startRealtime(im(), session, { retryMs: 200 }));
    await until(() => realtimeStatus() === 'connected', 'connected');
    expect(useSessionExpiredStore.getState().open).toBe(false);

    const timestamp = String(Date.now());
    const login = await fetch(`${server.origin}${DEFAULT_SERVICE_PREFIXES.uc}${accountApi.login.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        phone: MEMBER_PHONE,
        password: encryptPassword('demo1234', MEMBER_PHONE, timestamp),
        timestamp,
        clientId: 'another-browser',
        kickOff: 1,
      }),
    });
    expect(((await login.json()) as Envelope).code).toBe(0);

    await until(() => useSessionExpiredStore.getState().open, 'the 登录失效 dialog');
    expect(useSessionExpiredStore.getState().reason).toBe('replaced');
    await until(() => realtimeStatus() === 'conflict', 'the stream ended for good');
  });

  it('gives up when the token is refused', async () => {
    const session = await memberSession();
    stops.push(startRealtime(im(), { ...session, token: 'not-a-token' }, { retryMs: 100 }));
    await until(() => realtimeStatus() === 'authfail', 'authfail');
  });

  it('does not connect when messaging is off or for the inner-login account', async () => {
    const session = await memberSession();
    startRealtime({ im: { ...im().im, enabled: false } }, session)();
    startRealtime(im(), { ...session, master: '2' })();
    expect(realtimeStatus()).toBe('idle');
  });
});
