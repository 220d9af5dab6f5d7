import 'fake-indexeddb/auto';
import type { SdkFlowBody } from '@console/contracts';

type FlowBody = SdkFlowBody;

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { agentRow, createSoftphone, uniqueDbName } from '../../test/fixture.ts';
import { fail, ok, type Reply, type SdkServer, startSdkServer } from '../../test/sdk-server.ts';
import { SdkHttp } from '../http.ts';
import { MemoryStorage } from './device-id.ts';
import { LOG_RETENTION_MS, LogStore } from './log-store.ts';
import { LEASE_TTL_MS, LeaseLeadership, type LockManagerLike, WebLockLeadership } from './upload-lock.ts';
import { LogUploader } from './uploader.ts';

const start = Date.UTC(2026, 0, 1, 12);
const identity = { account: '13800000000', dn: '8001', token: 'tok-1' };

let server: SdkServer;
let flowReplies: Reply[];
const opened: LogStore[] = [];
const uploaders: LogUploader[] = [];

beforeEach(async () => {
  // Only the clock and the SDK's timers are fake: IndexedDB and the sockets keep their real scheduling.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(start);
  flowReplies = [];
  server = await startSdkServer((request) =>
    request.path.endsWith('/flow') ? (flowReplies.shift() ?? ok()) : ok([agentRow]),
  );
});

afterEach(async () => {
  for (const uploader of uploaders.splice(0)) uploader.stop();
  for (const store of opened.splice(0)) store.close();
  vi.useRealTimers();
  await server.close();
});

async function openStore(name: string): Promise<LogStore> {
  const store = await LogStore.open(name);
  opened.push(store);
  return store;
}

async function fill(store: LogStore, count: number, time = Date.now()): Promise<void> {
  for (let i = 0; i < count; i += 1) {
    await store.add({ time: time + i, level: 'INFO', module: 'test', msg: `日志${i}` }, Date.now());
  }
}

function uploader(store: LogStore, storage = new MemoryStorage(), owner = 'tab-a'): LogUploader {
  const created = new LogUploader({
    store: Promise.resolve(store),
    http: new SdkHttp({ baseUrl: server.origin }),
    leadership: new LeaseLeadership(storage, owner),
    deviceUuid: 'device-1',
  });
  uploaders.push(created);
  return created;
}

function flows(): { body: FlowBody; token: string | null }[] {
  return server.requests
    .filter((request) => request.path === '/sdk/api/v1/flow')
    .map((request) => ({ body: request.body as FlowBody, token: request.query.get('token') }));
}

/** Moves the clock and lets the upload the timers started finish its I/O. */
async function advance(ms: number, ...running: LogUploader[]): Promise<void> {
  await vi.advanceTimersByTimeAsync(ms);
  for (const each of running) await each.whenIdle();
}

describe('LogUploader', () => {
  it('uploads 20 at a time, the first 10 s after start, then every 60 s', async () => {
    const store = await openStore(uniqueDbName());
    await fill(store, 45);
    const logs = uploader(store);
    logs.start(identity);

    await advance(9_999, logs);
    expect(flows()).toHaveLength(0);
    await advance(1, logs);
    expect(flows()).toHaveLength(1);
    const first = flows()[0];
    expect(first?.token).toBe('tok-1');
    expect(first?.body).toMatchObject({ account: '13800000000', uuid: 'device-1', dn: '8001' });
    expect(first?.body.logs.map((entry) => entry.msg)).toEqual(Array.from({ length: 20 }, (_, i) => `日志${i}`));
    expect(first?.body.logs[0]).toEqual({ time: start, level: 'INFO', module: 'test', msg: '日志0' });
    expect(await store.all()).toHaveLength(25);

    await advance(59_999, logs);
    expect(flows()).toHaveLength(1);
    await advance(1, logs);
    expect(flows()[1]?.body.logs.map((entry) => entry.msg)).toEqual(
      Array.from({ length: 20 }, (_, i) => `日志${i + 20}`),
    );

    await advance(60_000, logs);
    expect(flows()[2]?.body.logs).toHaveLength(5);
    expect(await store.all()).toEqual([]);

    // Nothing left: no empty upload.
    await advance(60_000, logs);
    expect(flows()).toHaveLength(3);
  });

  it('keeps the entries when the platform refuses or the call fails, and sends them again', async () => {
    const store = await openStore(uniqueDbName());
    await fill(store, 3);
    flowReplies.push(fail('1', '系统繁忙'), { status: 502, body: 'bad gateway' });
    const logs = uploader(store);
    logs.start(identity);

    await advance(10_000, logs);
    expect(await store.all()).toHaveLength(3);
    await advance(60_000, logs);
    expect(await store.all()).toHaveLength(3);
    await advance(60_000, logs);
    expect(await store.all()).toEqual([]);

    const sent = flows().map((flow) => flow.body.logs.map((entry) => entry.msg));
    expect(sent).toEqual([
      Array(3)
        .fill(0)
        .map((_, i) => `日志${i}`),
      ['日志0', '日志1', '日志2'],
      ['日志0', '日志1', '日志2'],
    ]);
  });

  it('does not upload entries older than 12 hours, and drops them', async () => {
    const store = await openStore(uniqueDbName());
    await store.add({ time: start, level: 'INFO', module: 'test', msg: '旧的' }, start);
    vi.setSystemTime(start + LOG_RETENTION_MS);
    await store.add({ time: Date.now(), level: 'INFO', module: 'test', msg: '新的' }, Date.now() - 1);
    const logs = uploader(store);
    logs.start(identity);

    await advance(10_000, logs);

    expect(flows()[0]?.body.logs.map((entry) => entry.msg)).toEqual(['新的']);
    expect(await store.all()).toEqual([]);
  });

  it('stop ends the uploads', async () => {
    const store = await openStore(uniqueDbName());
    await fill(store, 3);
    const logs = uploader(store);
    logs.start(identity);
    logs.stop();

    await advance(120_000, logs);
    expect(flows()).toHaveLength(0);
  });

  it('only one of two instances sharing storage uploads; the other takes over when it stops', async () => {
    const name = uniqueDbName();
    const storage = new MemoryStorage();
    const storeA = await openStore(name);
    const storeB = await openStore(name);
    await fill(storeA, 25);
    const tabA = uploader(storeA, storage, 'tab-a');
    const tabB = uploader(storeB, storage, 'tab-b');
    tabA.start(identity);
    tabB.start(identity);

    await advance(10_000, tabA, tabB);
    expect(flows().map((flow) => flow.body.logs.length)).toEqual([20]);
    await advance(60_000, tabA, tabB);
    expect(flows().map((flow) => flow.body.logs.length)).toEqual([20, 5]);

    tabA.stop();
    await fill(storeA, 2);
    await advance(60_000, tabB);
    expect(flows().map((flow) => flow.body.logs.length)).toEqual([20, 5, 2]);
    expect(await storeB.all()).toEqual([]);
  });
});

describe('LeaseLeadership', () => {
  it('refuses a second owner until the lease expires or is released', async () => {
    const storage = new MemoryStorage();
    let now = start;
    const a = new LeaseLeadership(storage, 'a', () => now);
    const b = new LeaseLeadership(storage, 'b', () => now);

    expect(await a.acquire()).toBe(true);
    expect(await b.acquire()).toBe(false);
    now += LEASE_TTL_MS - 1;
    expect(await a.acquire()).toBe(true);
    now += LEASE_TTL_MS - 1;
    expect(await b.acquire()).toBe(false);
    // The holder vanished without releasing (tab closed): the lease runs out.
    now += LEASE_TTL_MS;
    expect(await b.acquire()).toBe(true);
    expect(await a.acquire()).toBe(false);
    b.release();
    expect(await a.acquire()).toBe(true);
  });
});

/** The Web Locks semantics this relies on: exclusive, ifAvailable answers null at once, freed when the callback settles. */
function lockManager(): LockManagerLike {
  const held = new Set<string>();
  return {
    async request(name, options, callback) {
      if (held.has(name) && options.ifAvailable) return callback(null);
      held.add(name);
      try {
        return await callback({ name });
      } finally {
        held.delete(name);
      }
    },
  };
}

describe('WebLockLeadership', () => {
  it('holds the lock until released, refusing other instances meanwhile', async () => {
    const locks = lockManager();
    const a = new WebLockLeadership(locks);
    const b = new WebLockLeadership(locks);

    expect(await a.acquire()).toBe(true);
    expect(await b.acquire()).toBe(false);
    expect(await a.acquire()).toBe(true);
    a.release();
    await Promise.resolve();
    expect(await b.acquire()).toBe(true);
    expect(await a.acquire()).toBe(false);
  });
});

describe('Softphone log upload', () => {
  it('starts 10 s after login with the device uuid and stops at logout', async () => {
    const storage = new MemoryStorage();
    const { softphone } = createSoftphone({ origin: server.origin, storage });

    await softphone.login({ businessId: 10000, token: 'console-token' });
    await softphone.flushLogs();
    await vi.advanceTimersByTimeAsync(10_000);
    await softphone.flushLogs();

    const [flow] = flows();
    expect(flow?.token).toBe('tok-1');
    expect(flow?.body).toMatchObject({ account: '13800000000', dn: '8001' });
    expect(flow?.body.uuid).toBe(storage.getItem('console-softphone-device-uuid'));
    expect(flow?.body.logs).toContainEqual(expect.objectContaining({ level: 'INFO', module: 'auth', msg: '登录成功' }));

    await softphone.logout();
    await softphone.flushLogs();
    await vi.advanceTimersByTimeAsync(120_000);
    await softphone.flushLogs();
    expect(flows()).toHaveLength(1);
    await softphone.destroy();
  });
});
