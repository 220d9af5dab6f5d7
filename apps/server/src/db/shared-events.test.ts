import {
  accountApi,
  type BodyOf,
  DEFAULT_SERVICE_PREFIXES,
  type Endpoint,
  type Envelope,
  encryptPassword,
  fillPath,
  type MonitorEvent,
  monitorApi,
  RECEPTION_MONITOR_ID,
  type RowOf,
  userApi,
} from '@console/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RawClient } from '../test/realtime-client.ts';
import { type RealtimeTestServer, startRealtimeTestServer } from '../test/realtime-server.ts';
import { openTestDatabase } from '../test/test-database.ts';
import type { Database } from './database.ts';

/**
 * Two server processes of one deployment: two apps, each listening on its own port, on one
 * database (PGlite shared in this process, or a PostgreSQL database with TEST_DATABASE_URL).
 * Whatever one raises for the member's consoles must reach the streams held by the other.
 */
let database: Database;
let a: RealtimeTestServer;
let b: RealtimeTestServer;
const clients: RawClient[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  a = await startRealtimeTestServer({ database });
  b = await startRealtimeTestServer({ database });
}, 60_000);
afterEach(() => {
  for (const c of clients.splice(0)) c.close();
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await database?.close();
});

async function clientOf(server: RealtimeTestServer): Promise<RawClient> {
  const c = await RawClient.open(server.url);
  clients.push(c);
  return c;
}

async function call<E extends Endpoint>(
  server: RealtimeTestServer,
  endpoint: E,
  body: BodyOf<E>,
  session?: { token: string; businessId: number },
) {
  const path =
    DEFAULT_SERVICE_PREFIXES[endpoint.service] + fillPath(endpoint.path, { businessId: session?.businessId });
  const token = session?.token;
  const response = await fetch(`${server.origin}${path}${token ? `?token=${token}` : ''}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Envelope<RowOf<E>>;
}

describe('server processes sharing one database', () => {
  it('push a binding changed through one process to the member’s stream on the other', async () => {
    const session = await a.session('13800000011');
    const onB = await clientOf(b);
    await onB.login(b.domain, String(session.userId), session.token, 'console');

    const ticket = await call(a, userApi.createWeixinBindTicket, undefined, session);
    expect((await fetch(`${a.origin}${ticket.result.rows[0].scanUrl}`)).status).toBe(200);
    expect(await onB.waitFor('bindStatusNotify')).toContain('&quot;bindStatus&quot;:1');
  });

  it('tell the streams of sessions a login with kickOff ended on the other process, then end them', async () => {
    const phone = '13800000012';
    const replaced = await a.session(phone);
    const onB = await clientOf(b);
    await onB.login(b.domain, String(replaced.userId), replaced.token, 'console');

    const timestamp = String(Date.now());
    const login = await call(a, accountApi.login, {
      phone,
      password: encryptPassword('demo1234', phone, timestamp),
      timestamp,
      clientId: 'elsewhere',
      kickOff: 1,
    });
    expect(login.code).toBe(0);

    const notice = await onB.waitFor('sessionReplacedNotify');
    expect(notice).toContain('type="headline"');
    expect(notice).toContain('{&quot;type&quot;:&quot;sessionReplacedNotify&quot;}');
    expect(await onB.waitFor('<stream:error')).toContain('<conflict');
    await onB.waitClosed();
  });

  it('push an intention notice raised on one process to the owner’s stream on the other', async () => {
    const session = await a.session('13800000014');
    const onB = await clientOf(b);
    await onB.login(b.domain, String(session.userId), session.token, 'console');

    a.events.emit('intentionPushed', {
      businessId: session.businessId,
      userId: session.userId,
      taskId: 7,
      taskName: '跨进程任务',
      speechSkillId: 3,
      telNumber: '13912345678',
      grade: 'A',
      callId: 1,
      at: new Date().toISOString(),
    });
    expect(await onB.waitFor('intentionNotify')).toContain('跨进程任务');
  });

  it('push the live calls of one process to a monitor watching through the other', async () => {
    const session = await a.session('13800000015');
    const onB = await clientOf(b);
    await onB.login(b.domain, String(session.userId), session.token, 'console');
    // The watch is taken on one process, the connection held by the other, the call on the first.
    const watch = await call(a, monitorApi.watch, { taskId: 0 }, session);
    expect(watch.code, watch.message).toBe(0);

    const started: MonitorEvent = {
      kind: 'started',
      call: {
        callId: 'cross-process-call',
        taskId: RECEPTION_MONITOR_ID,
        customerNumber: '13912345678',
        line: '4008001001',
        startedAt: Date.now(),
        state: 'talking',
        unrecognised: 0,
        lines: [],
        transcript: true,
      },
    };
    a.events.emit('liveCall', { businessId: session.businessId, event: started });
    expect(await onB.waitFor('monitorNotify')).toContain('cross-process-call');
    a.events.emit('liveCall', {
      businessId: session.businessId,
      event: { kind: 'ended', taskId: RECEPTION_MONITOR_ID, callId: 'cross-process-call' },
    });
  });

  it('end the older stream of a full JID bound again on the other process with conflict', async () => {
    const { token, userId } = await a.session('13800000013');
    const older = await clientOf(a);
    await older.login(a.domain, String(userId), token, 'console');
    const newer = await clientOf(b);
    await newer.login(b.domain, String(userId), token, 'console');

    expect(await older.waitFor('<stream:error')).toContain('<conflict');
    await older.waitClosed();
    newer.send('<iq xmlns="jabber:client" type="get" id="ping1"><ping xmlns="urn:xmpp:ping"/></iq>');
    expect(await newer.waitFor('id="ping1"')).toContain('type="result"');
  });
});
