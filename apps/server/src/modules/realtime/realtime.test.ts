import {
  DEFAULT_SERVICE_PREFIXES,
  type Endpoint,
  type Envelope,
  fillPath,
  userApi,
  type WeixinBindTicketRow,
} from '@console/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FRAMING, RawClient } from '../../test/realtime-client.ts';
import { type RealtimeTestServer, startRealtimeTestServer } from '../../test/realtime-server.ts';

let server: RealtimeTestServer;
const clients: RawClient[] = [];

async function client(): Promise<RawClient> {
  const c = await RawClient.open(server.url);
  clients.push(c);
  return c;
}

beforeAll(async () => {
  server = await startRealtimeTestServer();
});
afterEach(() => {
  for (const c of clients.splice(0)) c.close();
});
afterAll(() => server?.close());

describe('XMPP over WebSocket: stream and authentication', () => {
  it('opens a stream with the framing namespace and offers SASL PLAIN only', async () => {
    const c = await client();
    expect(c.socket.protocol).toBe('xmpp');
    const features = await c.openStream(server.domain);
    const open = c.frames.length === 0 ? '' : c.frames[0];
    expect(open).toContain(`<open xmlns="${FRAMING}" from="console.local"`);
    expect(features).toContain('<mechanism>PLAIN</mechanism>');
    expect(features).not.toContain('SCRAM');
  });

  it('accepts the session token as password, with the member id or the phone as identity', async () => {
    const { token, userId } = await server.session('13800000001');
    const byId = await client();
    expect(await byId.login(server.domain, String(userId), token, 'web')).toBe(`${userId}@console.local/web`);
    const byPhone = await client();
    expect(await byPhone.login(server.domain, '13800000001', token, 'other')).toBe(`${userId}@console.local/other`);
  });

  it('generates a resource when the client asks for none', async () => {
    const { token, userId } = await server.session('13800000001');
    const c = await client();
    expect(await c.login(server.domain, String(userId), token)).toMatch(
      new RegExp(`^${userId}@console\\.local/[0-9a-f]{16}$`),
    );
  });

  it('refuses an unknown token, a revoked token and a token of someone else with not-authorized', async () => {
    const master = await server.session('13800000000');
    const member = await server.session('13800000001');
    await server.revoke(member.sessionId);
    const cases = [
      [String(member.userId), 'no-such-token'],
      [String(member.userId), member.token],
      [String(member.userId), master.token],
    ];
    for (const [authcid, password] of cases) {
      const c = await client();
      const answer = await c.authenticate(server.domain, authcid, password);
      expect(answer).toBe('<failure xmlns="urn:ietf:params:xml:ns:xmpp-sasl"><not-authorized/></failure>');
    }
  });

  it('ends the stream after three failed attempts', async () => {
    const c = await client();
    await c.authenticate(server.domain, '1', 'bad');
    for (let i = 0; i < 2; i++) {
      c.send(
        `<auth xmlns="urn:ietf:params:xml:ns:xmpp-sasl" mechanism="PLAIN">${Buffer.from('\u00001\u0000bad').toString('base64')}</auth>`,
      );
    }
    expect(await c.waitFor('<stream:error')).toContain('<policy-violation');
    await c.waitClosed();
  });

  it('refuses stanzas before authentication and XML with a DOCTYPE', async () => {
    const early = await client();
    await early.openStream(server.domain);
    early.send('<message xmlns="jabber:client" to="1@console.local"><body>x</body></message>');
    expect(await early.waitFor('<stream:error')).toContain('<not-authorized');
    await early.waitClosed();

    const doctype = await client();
    doctype.send('<!DOCTYPE x [<!ENTITY a "b">]><open xmlns="urn:ietf:params:xml:ns:xmpp-framing" version="1.0"/>');
    expect(await doctype.waitFor('<stream:error')).toContain('<restricted-xml');
  });

  it('requires the xmpp subprotocol', async () => {
    await expect(RawClient.open(server.url, 'chat')).rejects.toThrow('Server sent no subprotocol');
    const c = await RawClient.open(server.url, []);
    clients.push(c);
    await c.waitClosed();
  });
});

describe('XMPP over WebSocket: bound streams', () => {
  it('answers the initial presence, pings and the session request', async () => {
    const { token, userId } = await server.session('13800000001');
    const c = await client();
    const jid = await c.login(server.domain, String(userId), token, 'web');
    c.send('<iq xmlns="jabber:client" type="set" id="s1"><session xmlns="urn:ietf:params:xml:ns:xmpp-session"/></iq>');
    expect(await c.waitFor('id="s1"')).toContain('type="result"');
    c.send('<presence xmlns="jabber:client"/>');
    console.log('DEBUG', c.frames.join(' | '));
    expect(await c.waitFor('<presence')).toContain(`from="${jid}"`);
    c.send('<iq xmlns="jabber:client" type="get" id="p1" to="console.local"><ping xmlns="urn:xmpp:ping"/></iq>');
    const pong = await c.waitFor('id="p1"');
    expect(pong).toContain('type="result"');
    expect(pong).toContain(`to="${jid}"`);
    c.send('<iq xmlns="jabber:client" type="get" id="v1"><query xmlns="jabber:iq:version"/></iq>');
    expect(await c.waitFor('id="v1"')).toContain('<service-unavailable');
  });

  it('delivers a message to the own bare JID to every connection, and refuses other addresses', async () => {
    const { token, userId } = await server.session('13800000001');
    const a = await client();
    const b = await client();
    const jidA = await a.login(server.domain, String(userId), token, 'a');
    await b.login(server.domain, String(userId), token, 'b');
    a.send(`<message xmlns="jabber:client" to="${userId}@console.local" id="m1"><body>你好 &amp; hi</body></message>`);
    for (const c of [a, b]) {
      const received = await c.waitFor('id="m1"');
      expect(received).toContain(`from="${jidA}"`);
      expect(received).toContain('<body>你好 &amp; hi</body>');
    }
    a.send('<message xmlns="jabber:client" to="someone@console.local" id="m2"><body>x</body></message>');
    const bounced = await a.waitFor('id="m2"');
    expect(bounced).toContain('type="error"');
    expect(bounced).toContain('<service-unavailable');
  });

  it('pushes bindStatusNotify to every connection of the member whose binding changed', async () => {
    const member = await server.session('13800000001');
    const master = await server.session('13800000000');
    const a = await client();
    const b = await client();
    const other = await client();
    await a.login(server.domain, String(member.userId), member.token, 'a');
    await b.login(server.domain, String(member.userId), member.token, 'b');
    await other.login(server.domain, String(master.userId), master.token, 'a');

    server.events.emit('bindStatusChanged', { businessId: member.businessId, userId: member.userId, bindStatus: 1 });
    for (const c of [a, b]) {
      const pushed = await c.waitFor('bindStatusNotify');
      expect(pushed).toContain('type="headline"');
      expect(pushed).toContain('from="console.local"');
      expect(pushed).toContain('<body>{&quot;type&quot;:&quot;bindStatusNotify&quot;,&quot;bindStatus&quot;:1}</body>');
    }
    await expect(other.waitFor('bindStatusNotify', 300)).rejects.toThrow();
  });

  it("pushes intentionNotify to the task owner's connections only", async () => {
    const member = await server.session('13800000001');
    const master = await server.session('13800000000');
    const owner = await client();
    const other = await client();
    await owner.login(server.domain, String(member.userId), member.token, 'intention');
    await other.login(server.domain, String(master.userId), master.token, 'intention');

    const at = '2026-11-25T02:00:00.000Z';
    server.events.emit('intentionPushed', {
      businessId: member.businessId,
      userId: member.userId,
      taskId: 7,
      taskName: '课程邀约',
      speechSkillId: 3,
      telNumber: '13912345678',
      grade: 'A',
      callId: 99,
      at,
    });
    const pushed = await owner.waitFor('intentionNotify');
    const body = /<body>(.*)<\/body>/.exec(pushed)?.[1].replaceAll('&quot;', '"');
    expect(JSON.parse(body ?? '')).toEqual({
      type: 'intentionNotify',
      taskId: 7,
      taskName: '课程邀约',
      speechSkillId: 3,
      telNumber: '13912345678',
      grade: 'A',
      time: Date.parse(at),
    });
    await expect(other.waitFor('intentionNotify', 300)).rejects.toThrow();
  });

  it('tells the streams of replaced sessions so and ends them with conflict; other sessions keep theirs', async () => {
    const replaced = await server.session('13800000001');
    const kept = await server.session('13800000001');
    const ended = await client();
    const staying = await client();
    await ended.login(server.domain, String(replaced.userId), replaced.token, 'console');
    await staying.login(server.domain, String(kept.userId), kept.token, 'web');

    server.events.emit('sessionsReplaced', {
      businessId: replaced.businessId,
      userId: replaced.userId,
      sessionIds: [replaced.sessionId],
    });
    expect(await ended.waitFor('sessionReplacedNotify')).toContain(
      '<body>{&quot;type&quot;:&quot;sessionReplacedNotify&quot;}</body>',
    );
    expect(await ended.waitFor('<stream:error')).toContain('<conflict');
    await ended.waitClosed();
    staying.send('<iq xmlns="jabber:client" type="get" id="still"><ping xmlns="urn:xmpp:ping"/></iq>');
    expect(await staying.waitFor('id="still"')).toContain('type="result"');
    expect(staying.frames.join('')).not.toContain('sessionReplacedNotify');
  });

  it('pushes the binding set by the simulator scan and the unbind through unbindWeixinMp', async () => {
    const { token, userId, businessId } = await server.session('13800000001');
    const c = await client();
    await c.login(server.domain, String(userId), token, 'web');
    const call = async <Row>(endpoint: Endpoint) => {
      const path = DEFAULT_SERVICE_PREFIXES[endpoint.service] + fillPath(endpoint.path, { businessId });
      const response = await fetch(`${server.origin}${path}?token=${token}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      const body = (await response.json()) as Envelope<Row>;
      expect(body.code).toBe(0);
      return body.result.rows[0];
    };

    const { scanUrl } = await call<WeixinBindTicketRow>(userApi.createWeixinBindTicket);
    expect((await fetch(`${server.origin}${scanUrl}`)).status).toBe(200);
    expect(await c.waitFor('bindStatusNotify')).toContain('&quot;bindStatus&quot;:1');

    await call(userApi.unbindWeixinMp);
    expect(await c.waitFor('bindStatusNotify')).toContain('&quot;bindStatus&quot;:0');
  });

  it('tells a stream the stored binding as soon as it sends its initial presence', async () => {
    const { token, userId, businessId } = await server.session('13800000000');
    const early = await client();
    await early.login(server.domain, String(userId), token, 'early');
    early.send('<presence xmlns="jabber:client"/>');
    expect(await early.waitFor('bindStatusNotify')).toContain('&quot;bindStatus&quot;:0');

    // Bound while the next stream is not connected yet: it must learn it on arrival.
    const path = DEFAULT_SERVICE_PREFIXES.uc + fillPath(userApi.createWeixinBindTicket.path, { businessId });
    const ticket = await fetch(`${server.origin}${path}?token=${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    const { scanUrl } = ((await ticket.json()) as Envelope<WeixinBindTicketRow>).result.rows[0];
    expect((await fetch(`${server.origin}${scanUrl}`)).status).toBe(200);

    const late = await client();
    await late.login(server.domain, String(userId), token, 'late');
    late.send('<presence xmlns="jabber:client"/>');
    expect(await late.waitFor('bindStatusNotify')).toContain('&quot;bindStatus&quot;:1');
  });

  it('ends the older stream with conflict when the same full JID binds again', async () => {
    const { token, userId } = await server.session('13800000001');
    const older = await client();
    const newer = await client();
    await older.login(server.domain, String(userId), token, 'web');
    await newer.login(server.domain, String(userId), token, 'web');
    const error = await older.waitFor('<stream:error');
    expect(error).toContain('<conflict xmlns="urn:ietf:params:xml:ns:xmpp-streams"/>');
    expect(await older.waitFor('<close')).toBe(`<close xmlns="${FRAMING}" />`);
    await older.waitClosed();

    server.events.emit('bindStatusChanged', { businessId: 1, userId, bindStatus: 0 });
    expect(await newer.waitFor('bindStatusNotify')).toContain('&quot;bindStatus&quot;:0');
  });

  it('answers a close with a close', async () => {
    const { token, userId } = await server.session('13800000001');
    const c = await client();
    await c.login(server.domain, String(userId), token, 'closing');
    c.send(`<close xmlns="${FRAMING}"/>`);
    await c.waitFor('<close');
    await c.waitClosed();
  });
});
