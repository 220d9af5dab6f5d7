import { CALL_HEADERS, encodeUserData, INFO_CONTENT_TYPE, INFO_EVENTS, type TranscriptLine } from '@console/contracts';
import {
  type CallEventName,
  type CallEventPayload,
  CONFLICT_MESSAGE,
  JsSipConnector,
  Softphone,
  XmppPresence,
} from '@console/softphone';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { MemoryStorage } from '../packages/softphone/src/logs/device-id.ts';
import type { Timers } from '../packages/softphone/src/logs/uploader.ts';
import { PRESENCE_SETUP_TIMEOUT_MS } from '../packages/softphone/src/presence/xmpp-presence.ts';
import { type SdkServer, startSdkServer } from '../packages/softphone/test/sdk-server.ts';
import { manualTimers } from '../packages/softphone/test/xmpp-peer.ts';
import { installNodeWebRtc, peers } from './support/node-webrtc.ts';

/**
 * The softphone SDK against real servers from Debian on loopback (`npm run test:interop`):
 * Kamailio (scripts/with-kamailio.mjs, interop/kamailio.cfg) as SIP registrar and proxy, Prosody
 * (scripts/with-prosody.mjs) as the messaging server of the presence channel. The SDK registers
 * its extension through Kamailio; a second JsSIP user agent plays the platform and calls the
 * extension with the platform's headers and INFO events. Media is real: werift peers on both
 * sides exchange RTP. Only the account login is answered by a small local HTTP server, with a
 * Prosody account as the agent (the presence channel logs in with account and token).
 */
installNodeWebRtc();
// Node 20 has no WebSocket global (JsSIP looks for one).
(globalThis as { WebSocket?: unknown }).WebSocket ??= WebSocket;
const JsSIP = await import('jssip');

const url = process.env.KAMAILIO_WS_URL ?? '';
const domain = process.env.KAMAILIO_DOMAIN ?? 'platform.test';
const DN = '8001';
const [agent] = (process.env.PROSODY_USERS ?? '').split(',').map((pair) => {
  const [name, password] = pair.split(':');
  return { name, password };
});

let accounts: SdkServer;
const open: { stop(): void }[] = [];
const phones: Softphone[] = [];

beforeAll(async () => {
  if (!url || !agent?.password) throw new Error('no Kamailio or Prosody: run through npm run test:interop');
  accounts = await startSdkServer(() => ({
    body: {
      code: '0',
      result: {
        rows: [
          {
            user: { phone: agent.name },
            agent: { dn: DN },
            lines: ['02160001002'],
            token: { access_token: agent.password },
            business: { id: 10000 },
          },
        ],
      },
    },
  }));
});

afterEach(async () => {
  for (const phone of phones.splice(0)) await phone.destroy();
  for (const ua of open.splice(0)) ua.stop();
});

afterAll(async () => {
  await accounts.close();
});

const quiet = { play() {}, stop() {} };
const noAudio = { attach() {}, detach() {} };

async function agentPhone(presenceUrl?: string, presenceTimers?: Timers) {
  const softphone = new Softphone({
    baseUrl: accounts.origin,
    sip: new JsSipConnector({ url, domain, ringTone: quiet, remoteAudio: noAudio }),
    presence: presenceUrl
      ? new XmppPresence({ url: presenceUrl, domain: process.env.PROSODY_DOMAIN ?? '', timers: presenceTimers })
      : undefined,
    storage: new MemoryStorage(),
    logDbName: `interop-${Math.random()}`,
  });
  phones.push(softphone);
  const events: CallEventPayload[] = [];
  const names: CallEventName[] = ['opened', 'dialing', 'ringing', 'established', 'released', 'transcript', 'conflict'];
  for (const name of names) softphone.on(name, (payload) => events.push(payload));
  expect((await softphone.login({ businessId: 10000, token: agent.password })).code).toBe('000000');
  expect((await softphone.start()).code).toBe('000000');
  return { softphone, events };
}

/** The platform's side: a JsSIP user agent registered on the same Kamailio. */
async function platform() {
  const ua = new JsSIP.UA({
    sockets: [new JsSIP.WebSocketInterface(url)],
    uri: `sip:platform@${domain}`,
    password: 'unused',
    register: true,
  });
  open.push(ua);
  const registered = new Promise((resolve) => ua.once('registered', resolve));
  ua.start();
  await registered;
  return ua;
}

function callHeaders(origin: string, agentUuid = 'a-leg-1') {
  return [
    `${CALL_HEADERS.origin}: ${origin}`,
    `${CALL_HEADERS.userData}: ${encodeUserData({ 'call-relation-id': 'rel-9', 'app-id': 'app-1', line: '02160001002', 'robot-id': 'robot-3', prefix: '9' })}`,
    `${CALL_HEADERS.agentUuid}: ${agentUuid}`,
    `${CALL_HEADERS.customerUuid}: b-leg-1`,
    `${CALL_HEADERS.ani}: 02160001002`,
    `${CALL_HEADERS.dni}: 13912345678`,
  ];
}

const until = async (check: () => boolean, what: string, timeoutMs = 8000) => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

function info(session: { sendInfo(type: string, body: string): void }, event: string, data?: TranscriptLine) {
  session.sendInfo(INFO_CONTENT_TYPE, JSON.stringify({ event, data }));
}

describe('softphone through Kamailio', () => {
  it('registers, takes an auto-answered call with the INFO events and audio, and releases with 200 Web Release', async () => {
    const { softphone, events } = await agentPhone();
    const ua = await platform();
    const session = ua.call(`sip:${DN}@${domain}`, {
      extraHeaders: callHeaders('webclick'),
      mediaConstraints: { audio: true, video: false },
    });
    await new Promise((resolve, reject) => {
      session.once('confirmed', resolve);
      session.once('failed', (e: { cause: string }) => reject(new Error(e.cause)));
    });

    const dialing = events.find((e) => e.msgType === 'dialing');
    expect(dialing).toMatchObject({
      'call-origin': 'webclick',
      'agent-uuid': 'a-leg-1',
      'customer-uuid': 'b-leg-1',
      ani: '02160001002',
      dni: '13912345678',
      userData: {
        'call-relation-id': 'rel-9',
        'app-id': 'app-1',
        line: '02160001002',
        'robot-id': 'robot-3',
        prefix: '9',
      },
    });

    info(session, INFO_EVENTS.progressMedia);
    await until(() => events.some((e) => e.msgType === 'ringing'), 'ringing');
    info(session, INFO_EVENTS.answer);
    await until(() => events.some((e) => e.msgType === 'established'), 'established');
    const line: TranscriptLine = { role: 'customer', text: '你好，请问是哪位？', time: 1_790_000_000_000 };
    info(session, INFO_EVENTS.transcript, line);
    await until(() => events.some((e) => e.msgType === 'transcript'), 'transcript');
    expect(events.find((e) => e.msgType === 'transcript')?.data).toEqual(line);
    expect(softphone.getCall()?.state).toBe('established');

    // Audio both ways through werift on each side.
    await until(() => peers.length >= 2 && peers.slice(-2).every((p) => p.counters.bytesReceived > 1600), 'RTP');
    expect((await softphone.mediaStats())?.bytesReceived).toBeGreaterThan(0);

    const ended = new Promise<{ message?: { getHeader(name: string): string } }>((resolve) =>
      session.once('ended', resolve),
    );
    expect((await softphone.hangup()).code).toBe('000000');
    const bye = await ended;
    expect(bye.message?.getHeader('Reason')).toContain('Web Release');
    await until(() => events.some((e) => e.msgType === 'released'), 'released');
  });

  it('rings a transferred-in call until answered, and refuses a second call with 486 Agent Busy', async () => {
    const { softphone, events } = await agentPhone();
    const ua = await platform();
    const first = ua.call(`sip:${DN}@${domain}`, {
      extraHeaders: callHeaders('inbound', 'a-leg-2'),
      mediaConstraints: { audio: true, video: false },
    });
    await until(() => events.some((e) => e.msgType === 'ringing'), 'ringing');
    expect(softphone.getCall()?.state).toBe('ringing');
    expect(first.isEstablished()).toBe(false);
    expect((await softphone.answer()).code).toBe('000000');
    await new Promise((resolve) => first.once('confirmed', resolve));

    const second = ua.call(`sip:${DN}@${domain}`, {
      extraHeaders: callHeaders('braintransfer', 'a-leg-3'),
      mediaConstraints: { audio: true, video: false },
    });
    const refusal = await new Promise<{ message?: { status_code: number; reason_phrase: string } }>((resolve) =>
      second.once('failed', resolve),
    );
    expect(refusal.message?.status_code).toBe(486);
    expect(refusal.message?.reason_phrase).toBe('Agent Busy');
    expect(softphone.getCall()?.payload['agent-uuid']).toBe('a-leg-2');
    expect((await softphone.hangup()).code).toBe('000000');
  });
});

/**
 * Presence timers the test fires by hand. The login watchdog is the one timer of a connection in
 * progress: once one was set and nothing is pending, a login went through.
 */
function presenceClock() {
  const clock = manualTimers();
  let watchdogs = 0;
  const timers: Timers = {
    ...clock.timers,
    setTimeout: (callback, ms) => {
      if (ms === PRESENCE_SETUP_TIMEOUT_MS) watchdogs += 1;
      return clock.timers.setTimeout(callback, ms);
    },
  };
  return { timers, delays: clock.delays, loggedIn: () => watchdogs > 0 && clock.delays().length === 0 };
}

describe('softphone presence on Prosody', () => {
  // Over WebSocket only: strophe's BOSH transport needs the browser's XMLHttpRequest and DOM,
  // which Node lacks; the SDK hands a BOSH URL to strophe unchanged (unit-tested).
  it('a second login of the account elsewhere closes this phone with the conflict message', async () => {
    const presenceUrl = process.env.PROSODY_WS_URL;
    const clock = presenceClock();
    const here = await agentPhone(presenceUrl, clock.timers);
    // Prosody has bound this phone's presence before the second one connects.
    await until(clock.loggedIn, 'the presence login');
    expect(here.softphone.phoneState).toBe('open');
    const elsewhere = await agentPhone(presenceUrl);
    await until(() => here.events.some((e) => e.msgType === 'conflict'), 'conflict');
    expect(here.events.find((e) => e.msgType === 'conflict')?.data).toBe(CONFLICT_MESSAGE);
    expect(CONFLICT_MESSAGE).toBe('您的帐号已在其它地方登录，您已被强制退出');
    await until(() => here.softphone.phoneState === 'closed', 'the phone to close');
    // Nothing is waiting to log this phone in again and take the account back.
    expect(clock.delays()).toEqual([]);
    expect(elsewhere.softphone.phoneState).toBe('open');
    expect(elsewhere.events.some((e) => e.msgType === 'conflict')).toBe(false);
  });
});
