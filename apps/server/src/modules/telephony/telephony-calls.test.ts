import { ErrorCode, INFO_EVENTS, type InfoBody } from '@console/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  answerWithMedia,
  BUSINESS,
  callOf,
  calls,
  client,
  DN,
  inDialog,
  LINE,
  MASTER,
  makeCall,
  type SipTestClient,
  server,
  telephonyServer,
  until,
} from '../../test/telephony.ts';
import type { CallLogRow } from './call-log.ts';
import type { CustomerMedia } from './customer-media.ts';
import { customerPlan } from './customer-script.ts';
import { SimulatedCall } from './simulated-call.ts';
import { SipConnection } from './sip-connection.ts';
import { parseSipMessage, responseTo, type SipMessage, type SipRequest } from './sip-message.ts';

telephonyServer();

describe('calls to a registered softphone', () => {
  let token: string;
  let phone: SipTestClient;
  beforeAll(async () => {
    token = await server.token(MASTER);
    phone = await client(token);
    expect((await phone.registerWithPassword(DN, token)).final.status).toBe(200);
  });

  it('rings with the contract headers, plays the customer and logs the media of the call', async () => {
    const placed = await makeCall(token);
    expect(placed.code).toBe('0');
    const { uuid_aleg, uuid_bleg } = placed.result.rows[0];
    const invite = await phone.request('INVITE');
    expect(invite.uri).toBe(phone.contact);
    expect(invite.headers.get('X-Call-Origin')).toBe('webclick');
    expect(invite.headers.get('X-User-Data')).toBe('call-relation-id=r-1&app-id=app&line=02160001002&robot-id=7');
    expect(invite.headers.get('X-Agent-UUID')).toBe(uuid_aleg);
    expect(invite.headers.get('X-Customer-UUID')).toBe(uuid_bleg);
    expect(invite.headers.get('X-Ani')).toBe(LINE);
    expect(invite.headers.get('X-Dni')).toBe('13912345678');
    // The same facts under the original platform's names, for its softphone script.
    expect(invite.headers.get('X-Kxjl-Call-Origin')).toBe('webclick');
    expect(invite.headers.get('X-Kxjl-Agent-Uuid')).toBe(uuid_aleg);
    expect(invite.headers.get('X-Kxjl-Customer-Uuid')).toBe(uuid_bleg);
    expect(invite.headers.get('X-Kxjl-Call-Relation-Id')).toBe('r-1');
    expect(invite.headers.get('X-Kxjl-App-Id')).toBe('app');
    expect(invite.headers.get('X-Kxjl-Line')).toBe('02160001002');
    expect(invite.headers.get('From')).toContain('sip:13912345678@console.local');
    expect(invite.headers.get('Content-Type')).toBe('application/sdp');
    expect(invite.body).toMatch(/m=audio .*\r\n[\s\S]*a=candidate/);

    const stopMedia = await answerWithMedia(phone, invite);
    const ack = await phone.request('ACK');
    expect(ack.uri).toBe(phone.contact);
    expect(ack.headers.get('To')).toContain('tag=agent1');

    const events: string[] = [];
    while (events.length < 3) {
      const info = await inDialog(phone, invite, 'INFO');
      expect(info.headers.get('Content-Type')).toBe('application/json');
      expect(info.headers.get('CSeq')).toMatch(/^\d+ INFO$/);
      events.push(JSON.parse(info.body).event);
      if (events.length === 3)
        expect(JSON.parse(info.body).data).toMatchObject({ role: 'customer', text: expect.any(String) });
      phone.respond(info, 200, 'OK');
    }
    expect(events).toEqual([INFO_EVENTS.progressMedia, INFO_EVENTS.answer, INFO_EVENTS.transcript]);

    // A session-timer refresh from the agent.
    const dialog = (method: string, cseq: number, extra = '') =>
      `${method} ${invite.headers.get('Contact')?.replace(/^<|>$/g, '')} SIP/2.0\r\nVia: SIP/2.0/WSS a.invalid;branch=z9hG4bK${method}${cseq}\r\nFrom: ${invite.headers.get('To')};tag=agent1\r\nTo: ${invite.headers.get('From')}\r\nCall-ID: ${invite.headers.get('Call-ID')}\r\nCSeq: ${cseq} ${method}\r\n${extra}Content-Length: 0\r\n\r\n`;
    phone.send(dialog('UPDATE', 2, 'Session-Expires: 90;refresher=uac\r\n'));
    const update = await phone.next((m) => m.kind === 'response' && m.headers.get('CSeq') === '2 UPDATE');
    expect(update).toMatchObject({ status: 200 });
    expect(update.headers.get('Session-Expires')).toBe('90;refresher=uac');

    // A re-INVITE keeps the media: the answer is the agreed SDP with our real DTLS role.
    phone.send(
      dialog('INVITE', 3, 'Content-Type: application/sdp\r\n').replace(
        'Content-Length: 0\r\n\r\n',
        `Content-Length: ${Buffer.byteLength(invite.body)}\r\n\r\n${invite.body}`,
      ),
    );
    const reInvite = await phone.response((m) => m.headers.get('CSeq') === '3 INVITE');
    expect(reInvite.status).toBe(200);
    expect(reInvite.body).toMatch(/a=setup:(active|passive)/);
    expect(reInvite.body).not.toContain('a=setup:actpass');
    phone.send(dialog('ACK', 3));

    await until(async () => (await calls())[0].rtp.bytesReceived > 0 && (await calls())[0].rtp.bytesSent > 0, 5000);
    phone.send(dialog('BYE', 4, 'Reason: SIP ;cause=200 ;text="Web Release"\r\n'));
    expect(await phone.next((m) => m.kind === 'response' && m.headers.get('CSeq') === '4 BYE')).toMatchObject({
      status: 200,
    });
    await stopMedia();
    const [row] = await calls();
    expect(row).toMatchObject({
      agentLegUuid: uuid_aleg,
      customerLegUuid: uuid_bleg,
      businessId: BUSINESS,
      dn: DN,
      origin: 'webclick',
      state: 'ended',
      sipStatus: 200,
      reason: 'Web Release',
      answeredAt: expect.any(String),
      endedAt: expect.any(String),
    });
    expect(Date.parse(row.answeredAt ?? '')).toBeGreaterThanOrEqual(Date.parse(row.invitedAt ?? ''));
    expect(row.rtp.packetsReceived).toBeGreaterThan(0);
  }, 20_000);

  it('records a busy agent as rejected with status and reason', async () => {
    const placed = await server.dev<CallLogRow>('/dev/telephony/call', {
      businessId: BUSINESS,
      dn: DN,
      origin: 'inbound',
    });
    expect(placed.result.rows[0]).toMatchObject({ origin: 'inbound', state: 'inviting', ani: '13912345678' });
    const invite = await phone.request('INVITE');
    expect(invite.headers.get('X-Call-Origin')).toBe('inbound');
    phone.respond(invite, 486, 'Agent Busy', { toTag: 'busy1' });
    const ack = await phone.request('ACK');
    expect(ack.headers.get('CSeq')).toMatch(/^1 ACK$/);
    await until(async () => (await calls())[0].state === 'rejected');
    expect((await calls())[0]).toMatchObject({
      state: 'rejected',
      sipStatus: 486,
      reason: 'Agent Busy',
      invitedAt: expect.any(String),
      answeredAt: null,
    });
  });

  it('cancels a ringing call in the INVITE transaction and acknowledges the 487', async () => {
    const placed = await server.dev<CallLogRow>('/dev/telephony/call', {
      businessId: BUSINESS,
      dn: DN,
      origin: 'inbound',
    });
    const invite = await phone.request('INVITE');
    phone.respond(invite, 180, 'Ringing', { toTag: 'ring1' });
    await until(async () => (await calls())[0].state === 'ringing');
    await server.dev('/dev/telephony/hangup', { agentLegUuid: placed.result.rows[0].agentLegUuid });
    const cancel = await inDialog(phone, invite, 'CANCEL');
    expect(cancel.uri).toBe(invite.uri);
    expect(cancel.headers.get('Via')).toBe(invite.headers.get('Via'));
    expect(cancel.headers.get('CSeq')).toBe('1 CANCEL');
    expect(cancel.headers.get('To')).toBe(invite.headers.get('To'));
    phone.respond(cancel, 200, 'OK', { toTag: 'ring1' });
    phone.respond(invite, 487, 'Request Terminated', { toTag: 'ring1' });
    const ack = await inDialog(phone, invite, 'ACK');
    expect(ack.headers.get('Via')).toBe(invite.headers.get('Via'));
    expect(ack.headers.get('CSeq')).toBe('1 ACK');
    expect(ack.headers.get('To')).toContain('tag=ring1');
    expect((await calls())[0]).toMatchObject({ state: 'ended', sipStatus: 487, reason: 'Customer Hangup' });
  });

  it('has the customer of an answered inbound call speak, line by line', async () => {
    await server.dev<CallLogRow>('/dev/telephony/call', { businessId: BUSINESS, dn: DN, origin: 'inbound' });
    const invite = await phone.request('INVITE');
    const stopMedia = await answerWithMedia(phone, invite);
    await phone.request('ACK');
    const bodies: InfoBody[] = [];
    while (bodies.length < 3) {
      const info = await inDialog(phone, invite, 'INFO');
      bodies.push(JSON.parse(info.body));
      phone.respond(info, 200, 'OK');
    }
    expect(bodies.map((body) => body.event)).toEqual([
      INFO_EVENTS.answer,
      INFO_EVENTS.transcript,
      INFO_EVENTS.transcript,
    ]);
    const [first, second] = bodies.slice(1).map((body) => body.data);
    expect(first).toMatchObject({ role: 'customer', text: expect.any(String) });
    expect(second).toMatchObject({ role: 'customer', text: expect.any(String) });
    expect(second?.text).not.toBe(first?.text);

    phone.send(
      `BYE ${invite.headers.get('Contact')?.replace(/^<|>$/g, '')} SIP/2.0\r\nVia: SIP/2.0/WSS a.invalid;branch=z9hG4bKinbound-bye\r\nFrom: ${invite.headers.get('To')};tag=agent1\r\nTo: ${invite.headers.get('From')}\r\nCall-ID: ${invite.headers.get('Call-ID')}\r\nCSeq: 2 BYE\r\nContent-Length: 0\r\n\r\n`,
    );
    await phone.next((m) => m.kind === 'response' && m.headers.get('CSeq') === '2 BYE');
    await stopMedia();
  }, 20_000);

  it('lets the customer hang up with BYE, and the dev routes validate their input', async () => {
    const placed = await server.dev<CallLogRow>('/dev/telephony/call', {
      businessId: BUSINESS,
      dn: DN,
      origin: 'braintransfer',
      userData: { 'call-relation-id': 'order-42', 'app-id': 'crm' },
    });
    const invite = await phone.request('INVITE');
    expect(invite.headers.get('X-Call-Origin')).toBe('braintransfer');
    expect(invite.headers.get('X-Kxjl-Call-Origin')).toBe('brain-transfer');
    expect(invite.headers.get('X-User-Data')).toBe('call-relation-id=order-42&app-id=crm');
    expect(invite.headers.get('X-Kxjl-Call-Relation-Id')).toBe('order-42');
    const stopMedia = await answerWithMedia(phone, invite);
    await phone.request('ACK');
    const answer = await inDialog(phone, invite, 'INFO');
    expect(JSON.parse(answer.body)).toEqual({ event: INFO_EVENTS.answer });
    phone.respond(answer, 200, 'OK');
    const history = await inDialog(phone, invite, 'INFO');
    expect(JSON.parse(history.body).data).toMatchObject({ role: 'robot' });
    phone.respond(history, 200, 'OK');

    const hungUp = await server.dev<CallLogRow>('/dev/telephony/hangup', {
      agentLegUuid: placed.result.rows[0].agentLegUuid,
    });
    expect(hungUp.result.rows[0]).toMatchObject({ state: 'ended', reason: 'Customer Hangup' });
    const bye = await inDialog(phone, invite, 'BYE');
    expect(bye.uri).toBe(phone.contact);
    phone.respond(bye, 200, 'OK');
    await stopMedia();

    const again = await server.dev('/dev/telephony/hangup', { agentLegUuid: placed.result.rows[0].agentLegUuid });
    expect(again).toMatchObject({ code: ErrorCode.NotFound });
    const badOrigin = await server.dev('/dev/telephony/call', { businessId: BUSINESS, dn: DN, origin: 'robot' });
    expect(badOrigin.code).not.toBe('0');
    expect(badOrigin.message).toContain('呼叫来源格式错误');
    const badUserData = await server.dev('/dev/telephony/call', {
      businessId: BUSINESS,
      dn: DN,
      origin: 'inbound',
      userData: { 'call-relation-id': 42 },
    });
    expect(badUserData.message).toContain('随路数据格式错误');
    const nobody = await server.dev('/dev/telephony/call', { businessId: BUSINESS, dn: '9999', origin: 'listening' });
    expect(nobody).toMatchObject({ code: ErrorCode.AgentNotRegistered });
  }, 20_000);
});

describe('calls ended from the agent side', () => {
  let token: string;
  beforeAll(async () => {
    token = await server.token(MASTER);
  });

  async function answeredCall(phone: SipTestClient) {
    const placed = await server.dev<CallLogRow>('/dev/telephony/call', {
      businessId: BUSINESS,
      dn: DN,
      origin: 'inbound',
    });
    const invite = await phone.request('INVITE');
    const stopMedia = await answerWithMedia(phone, invite);
    await inDialog(phone, invite, 'ACK');
    return { agentLegUuid: placed.result.rows[0].agentLegUuid, invite, stopMedia };
  }

  it('ends the call and frees its media when the socket closes mid-call', async () => {
    const phone = await client(token);
    expect((await phone.registerWithPassword(DN, token)).final.status).toBe(200);
    // Each side's tone is an interval (a packet every 20 ms). Intervals run on a fake clock that
    // follows real time, so the test counts them: the customer's must be gone once the call ends.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'], shouldAdvanceTime: true });
    try {
      const before = vi.getTimerCount();
      const { agentLegUuid, stopMedia } = await answeredCall(phone);
      await until(async () => ((await callOf(agentLegUuid))?.rtp.bytesSent ?? 0) > 0, 5000);
      await until(async () => vi.getTimerCount() === before + 2);

      await phone.close();
      await until(async () => (await callOf(agentLegUuid))?.state === 'ended');
      expect(await callOf(agentLegUuid)).toMatchObject({ reason: 'Connection Closed', endedAt: expect.any(String) });
      // Only the agent's own tone is left.
      expect(vi.getTimerCount()).toBe(before + 1);
      await stopMedia();
      expect(vi.getTimerCount()).toBe(before);
    } finally {
      vi.useRealTimers();
    }
  }, 20_000);

  it('ends the call when the agent answers an INFO with 481', async () => {
    const phone = await client(token);
    expect((await phone.registerWithPassword(DN, token)).final.status).toBe(200);
    const { agentLegUuid, invite, stopMedia } = await answeredCall(phone);
    const info = await inDialog(phone, invite, 'INFO');
    phone.respond(info, 481, 'Call/Transaction Does Not Exist');
    await until(async () => (await callOf(agentLegUuid))?.state === 'ended');
    expect(await callOf(agentLegUuid)).toMatchObject({ sipStatus: 481, reason: 'Call/Transaction Does Not Exist' });
    await stopMedia();
    await phone.close();
  }, 20_000);

  it('ends the call when an INFO gets no answer before the transaction times out', async () => {
    const sent: SipMessage[] = [];
    const connection = new SipConnection({ send: (text) => sent.push(parseSipMessage(text)) }, undefined, false, 50);
    const media = { counters: { bytesReceived: 0, bytesSent: 0, packetsReceived: 0 }, close: vi.fn(async () => {}) };
    const onEnded = vi.fn();
    const row: CallLogRow = {
      agentLegUuid: 'a-leg',
      customerLegUuid: 'b-leg',
      businessId: BUSINESS,
      dn: DN,
      origin: 'inbound',
      ani: '13912345678',
      dni: LINE,
      state: 'inviting',
      sipStatus: null,
      reason: null,
      startedAt: new Date().toISOString(),
      invitedAt: null,
      answeredAt: null,
      endedAt: null,
      rtp: media.counters,
    };
    const call = new SimulatedCall({
      connection,
      target: 'sip:agent@x.invalid;transport=ws',
      domain: 'console.local',
      remoteNumber: '13912345678',
      headers: [],
      row,
      media: Object.assign(media, { applyAnswer: async () => {} }) as unknown as CustomerMedia,
      offer: 'v=0\r\n',
      plan: customerPlan('inbound'),
      timings: {
        progressMediaMs: 10,
        answerMs: 10,
        transcriptIntervalMs: 10,
        inviteTimeoutMs: 5000,
        maxCallMs: 60_000,
      },
      log: { warn: () => undefined } as unknown as FastifyBaseLogger,
      onEnded,
    });
    call.start();
    const invite = sent[0] as SipRequest;
    expect(invite.method).toBe('INVITE');
    const ok = responseTo(invite, 200, 'OK', 'agent1');
    ok.headers.append('Contact', '<sip:agent@x.invalid;transport=ws>');
    connection.receiveResponse(ok);
    expect(row.state).toBe('answered');

    // The answer INFO goes out and is never answered: Timer F fires 408.
    await vi.waitFor(() => expect(row.state).toBe('ended'), { timeout: 2000 });
    expect(sent.some((m) => m.kind === 'request' && m.method === 'INFO')).toBe(true);
    expect(row).toMatchObject({ sipStatus: 408, reason: 'Request Timeout', endedAt: expect.any(String) });
    expect(media.close).toHaveBeenCalledOnce();
    expect(onEnded).toHaveBeenCalledOnce();
  });
});
