import type { SessionUser } from '@console/contracts';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startRealtime, useRealtimeStore } from '../apps/console/src/shared/realtime/start-realtime.ts';
import { type RealtimeStatus, XmppConnection } from '../apps/console/src/shared/realtime/xmpp-connection.ts';
import { useSessionStore } from '../apps/console/src/shared/session/session-store.ts';

/**
 * The console's real-time client (the very modules the console ships, running in Node where
 * strophe.js brings `ws` and `@xmldom/xmldom`) against a real Prosody 0.12 on loopback, started by
 * scripts/with-prosody.mjs: `npm run test:interop`.
 */

// Node has no sessionStorage, where the console's session store persists the user.
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

const url = process.env.PROSODY_WS_URL ?? '';
const domain = process.env.PROSODY_DOMAIN ?? '';
const users = (process.env.PROSODY_USERS ?? '').split(',').map((pair) => {
  const [name, password] = pair.split(':');
  return { name, password };
});

beforeAll(() => {
  if (!url || !domain || users.length < 2) {
    throw new Error('no Prosody: run these tests through `npm run test:interop` (scripts/with-prosody.mjs)');
  }
});

const stops: (() => void)[] = [];
afterEach(() => {
  vi.useRealTimers();
  for (const stop of stops.splice(0)) stop();
  useSessionStore.getState().signOut();
  useRealtimeStore.setState({ status: 'idle' });
});

async function until(check: () => boolean, what: string, timeoutMs = 8000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function sessionOf(user: { name: string; password: string }): SessionUser {
  return {
    account: user.name,
    id: Number(user.name),
    surname: '互通测试',
    photo: '',
    bindStatus: 0,
    token: user.password,
    master: 0,
    business: { id: 1, name: '互通测试企业', status: 2, lack: false },
    dn: '',
    dnCode: '',
    privilege: [0, 0, 0, 0, 0, 0, 0, 0],
  };
}

function connection(
  user: { name: string; password: string },
  resource: string,
  onStatus?: (s: RealtimeStatus) => void,
) {
  const c = new XmppConnection({
    url,
    domain,
    node: user.name,
    password: user.password,
    resource,
    retryMs: 200,
    onStatus,
  });
  stops.push(() => c.stop());
  return c;
}

describe('the console realtime client on Prosody', () => {
  it('connects, receives a message from another client and applies a pushed bindStatusNotify', async () => {
    const [member, sender] = users;
    const session = sessionOf(member);
    useSessionStore.getState().signIn(session);
    stops.push(startRealtime({ im: { enabled: true, url, domain } }, session, { retryMs: 200 }));
    await until(() => useRealtimeStore.getState().status === 'connected', 'console client connected');

    const received: { body: string; from: string }[] = [];
    const listener = new XmppConnection({
      url,
      domain,
      node: member.name,
      password: member.password,
      resource: 'listener',
      onMessage: (body, from) => received.push({ body, from }),
    });
    stops.push(() => listener.stop());
    listener.start();
    const other = connection(sender, 'sender');
    other.start();
    await until(() => listener.status === 'connected' && other.status === 'connected', 'both clients connected');

    expect(other.sendMessage(`${member.name}@${domain}`, '你好，来自另一个客户端')).toBe(true);
    await until(() => received.length > 0, 'the chat message');
    expect(received[0]).toEqual({ body: '你好，来自另一个客户端', from: `${sender.name}@${domain}/sender` });

    other.sendMessage(`${member.name}@${domain}`, JSON.stringify({ type: 'bindStatusNotify', bindStatus: 1 }));
    await until(() => useSessionStore.getState().user?.bindStatus === 1, 'bindStatus 1 in the session store');
  });

  it('sees a conflict when a second connection binds the same resource, and stays off', async () => {
    // The retry checks run on an interval: on a fake clock the test runs ten of their periods at once.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const [member] = users;
    const statuses: RealtimeStatus[] = [];
    const older = connection(member, 'console', (s) => statuses.push(s));
    older.start();
    await until(() => older.status === 'connected', 'older connected');

    const newer = connection(member, 'console');
    newer.start();
    await until(() => older.status === 'conflict', 'conflict on the older connection');
    await until(() => newer.status === 'connected', 'newer connected');
    vi.advanceTimersByTime(10 * 200);
    expect(older.status).toBe('conflict');
    expect(statuses).toEqual(['connecting', 'connected', 'conflict']);
    expect(newer.status).toBe('connected');
  });

  it('gives up on a wrong password', async () => {
    const [member] = users;
    const c = connection({ name: member.name, password: 'wrong' }, 'console');
    c.start();
    await until(() => c.status === 'authfail', 'authfail');
  });
});
