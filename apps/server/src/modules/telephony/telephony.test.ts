import { ErrorCode, sdkApi } from '@console/contracts';
import { describe, expect, it } from 'vitest';
import {
  BUSINESS,
  calls,
  client,
  DN,
  MASTER,
  MEMBER_WITHOUT_DN,
  makeCall,
  OTHER_MASTER,
  server,
  telephonyServer,
  until,
} from '../../test/telephony.ts';
import type { CallLogRow } from './call-log.ts';

telephonyServer();

describe('registrar', () => {
  it('challenges with Digest, then registers with the extension and the session token', async () => {
    const token = await server.token(MASTER);
    const phone = await client(token);
    const { challenge, final } = await phone.registerWithPassword(DN, token);
    expect(challenge).toMatchObject({ kind: 'response', status: 401 });
    expect(challenge.headers.get('WWW-Authenticate')).toMatch(
      /^Digest realm="console.local", nonce="[0-9a-f]+".*qop="auth"/,
    );
    expect(final).toMatchObject({ kind: 'response', status: 200 });
    expect(final.headers.get('Contact')).toBe(`<${phone.contact}>;expires=30`);
    expect(final.headers.get('Expires')).toBe('30');
    expect((await makeCall(token)).code).toBe('0');
    await phone.close();
    // Socket close removes the binding.
    await until(async () => (await makeCall(token)).code === ErrorCode.AgentNotRegistered);
  });

  it('refuses a wrong password, an unknown token and a member of another extension', async () => {
    const token = await server.token(MASTER);
    const wrong = await (await client(token)).registerWithPassword(DN, 'not-the-token');
    expect(wrong.final).toMatchObject({ status: 403 });
    const bogus = 'f'.repeat(32);
    expect((await (await client(bogus)).registerWithPassword(DN, bogus)).final).toMatchObject({ status: 403 });
    const member = await server.token(MEMBER_WITHOUT_DN);
    expect((await (await client(member)).registerWithPassword(DN, member)).final).toMatchObject({ status: 403 });
    expect((await (await client()).registerWithPassword(DN, token)).final).toMatchObject({ status: 403 });
    expect((await makeCall(token)).code).toBe(ErrorCode.AgentNotRegistered);
  });

  it('registers the original script without a token in the URL, once the SDK logged in with that token', async () => {
    const token = await server.token(MASTER);
    // No SDK login with this token yet: nothing to check the digest against.
    expect((await (await client()).registerWithPassword(DN, token)).final).toMatchObject({ status: 403 });

    const login = await server.call(sdkApi.tokenLogin, token, { businessId: BUSINESS, token });
    expect(login.code).toBe('0');
    const phone = await client();
    expect((await phone.registerWithPassword(DN, token)).final).toMatchObject({ status: 200 });
    expect((await makeCall(token)).code).toBe('0');
    await phone.close();

    expect((await (await client()).registerWithPassword(DN, 'not-the-token')).final).toMatchObject({ status: 403 });
    // Another extension's digest made with this token does not pass as this one's.
    expect((await (await client()).registerWithPassword('8002', token)).final).toMatchObject({ status: 403 });
    // After logout the kept digest no longer opens anything.
    expect((await server.call(sdkApi.logout, token, undefined)).code).toBe('0');
    expect((await (await client()).registerWithPassword(DN, token)).final).toMatchObject({ status: 403 });
  });

  it('unregisters with Expires 0 and with Contact * ', async () => {
    const token = await server.token(MASTER);
    const phone = await client(token);
    const { authorization } = await phone.registerWithPassword(DN, token);
    expect((await makeCall(token)).code).toBe('0');
    const removed = await phone.register({ dn: DN, expires: 0, authorization });
    expect(removed).toMatchObject({ status: 200 });
    expect(removed.headers.get('Contact')).toBeUndefined();
    expect((await makeCall(token)).code).toBe(ErrorCode.AgentNotRegistered);

    expect(await phone.register({ dn: DN, authorization })).toMatchObject({ status: 200 });
    expect((await phone.register({ dn: DN, expires: 0, contact: '*', authorization })).status).toBe(200);
    expect((await makeCall(token)).code).toBe(ErrorCode.AgentNotRegistered);
    expect((await phone.register({ dn: DN, expires: 30, contact: '*', authorization })).status).toBe(400);
  });

  it('survives garbage frames and answers OPTIONS, unknown dialogs and methods', async () => {
    const phone = await client();
    phone.send('hello');
    phone.send('INVITE sip:x SIP/2.0\r\n\r\n');
    phone.send(Buffer.from([0, 1, 2, 255]));
    phone.send(
      'OPTIONS sip:console.local SIP/2.0\r\nVia: SIP/2.0/WSS a.invalid;branch=z9hG4bKx\r\nContent-Length: 99\r\n\r\n',
    );
    const base = (method: string, branch: string, toTag = '') =>
      `${method} sip:console.local SIP/2.0\r\nVia: SIP/2.0/WSS a.invalid;branch=${branch}\r\nFrom: <sip:8001@console.local>;tag=1\r\nTo: <sip:console.local>${toTag}\r\nCall-ID: c-${branch}\r\nCSeq: 1 ${method}\r\nl: 0\r\n\r\n`;
    phone.send(base('OPTIONS', 'z9hG4bKopt'));
    expect(
      await phone.next((m) => m.kind === 'response' && m.headers.get('Via')?.includes('z9hG4bKopt') === true),
    ).toMatchObject({ status: 200 });
    phone.send(base('BYE', 'z9hG4bKbye', ';tag=2'));
    expect(await phone.next((m) => m.kind === 'response' && m.headers.get('CSeq') === '1 BYE')).toMatchObject({
      status: 481,
    });
    phone.send(base('MESSAGE', 'z9hG4bKmsg'));
    expect(await phone.next((m) => m.kind === 'response' && m.headers.get('CSeq') === '1 MESSAGE')).toMatchObject({
      status: 405,
    });
    expect(phone.closed).toBe(false);
  });
});

describe('tenants', () => {
  it('keeps the same extension of two enterprises apart', async () => {
    const otherBusiness = await server.createAgent(OTHER_MASTER, DN);
    const token = await server.token(MASTER);
    const otherToken = await server.token(OTHER_MASTER);

    // The other enterprise's token registers its own 8001 (business:dn), never this one's.
    const other = await client(otherToken);
    expect((await other.registerWithPassword(DN, otherToken)).final.status).toBe(200);
    expect((await makeCall(token)).code).toBe(ErrorCode.AgentNotRegistered);
    const nobody = await server.dev('/dev/telephony/call', { businessId: BUSINESS, dn: DN, origin: 'inbound' });
    expect(nobody).toMatchObject({ code: ErrorCode.AgentNotRegistered });

    const phone = await client(token);
    expect((await phone.registerWithPassword(DN, token)).final.status).toBe(200);
    const placed = await makeCall(token);
    expect(placed.code).toBe('0');
    const invite = await phone.request('INVITE');
    expect(invite.headers.get('X-Agent-UUID')).toBe(placed.result.rows[0].uuid_aleg);

    // The other socket's first INVITE is its own enterprise's call: makeCall's never reached it.
    const own = await server.dev<CallLogRow>('/dev/telephony/call', {
      businessId: otherBusiness,
      dn: DN,
      origin: 'inbound',
    });
    const otherInvite = await other.request('INVITE');
    expect(otherInvite.headers.get('X-Agent-UUID')).toBe(own.result.rows[0].agentLegUuid);
    expect(phone.messages.filter((m) => m.kind === 'request' && m.method === 'INVITE')).toEqual([]);

    phone.respond(invite, 486, 'Busy Here', { toTag: 'a' });
    other.respond(otherInvite, 486, 'Busy Here', { toTag: 'b' });
    await until(
      async () => (await calls())[0].state === 'rejected' && (await calls(otherBusiness))[0].state === 'rejected',
    );
    expect((await calls(otherBusiness)).map((row) => row.agentLegUuid)).toEqual([own.result.rows[0].agentLegUuid]);
    await Promise.all([phone.close(), other.close()]);
  });
});
