import { createHash, randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import {
  type BodyOf,
  DEFAULT_SERVICE_PREFIXES,
  type Endpoint,
  type Envelope,
  fillPath,
  type RowOf,
  SIP_WEBSOCKET_PATH,
  sdkApi,
} from '@console/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import WebSocket from 'ws';
import { buildApp } from '../app.ts';
import type { Database } from '../db/database.ts';
import { users } from '../db/schema/index.ts';
import { type AppEvents, createEventBus, type TypedEmitter } from '../lib/events.ts';
import { SessionService } from '../modules/account/sessions.ts';
import type { CallLogRow } from '../modules/telephony/call-log.ts';
import { gatheringComplete, pcmuPeer, playTone } from '../modules/telephony/customer-media.ts';
import {
  parseSipMessage,
  type SipMessage,
  type SipRequest,
  type SipResponse,
} from '../modules/telephony/sip-message.ts';
import { createAgentMember } from './fixtures.ts';
import { checkedAnswer } from './test-app.ts';
import { openTestDatabase } from './test-database.ts';

/**
 * The whole server on 127.0.0.1 (seeded demo enterprise, short simulator timings) and a raw
 * SIP-over-WebSocket client that sends text as written, for the telephony tests.
 */
export interface TelephonyTestServer {
  app: FastifyInstance;
  /** The server's event bus: tests raise what another process or a call would. */
  events: TypedEmitter<AppEvents>;
  /** The server's database, for fixtures the API does not make (tasks with numbers). */
  database: Database;
  url(token?: string): string;
  /** A fresh console session of the member with this phone. */
  token(phone: string): Promise<string>;
  /** A new enterprise whose master (this phone) is the agent of extension dn; its id. */
  createAgent(phone: string, dn: string): Promise<number>;
  call<E extends Endpoint>(endpoint: E, token: string, body: BodyOf<E>): Promise<Envelope<RowOf<E>>>;
  dev<Row>(path: string, body: unknown): Promise<Envelope<Row>>;
  close(): Promise<void>;
}

/** `env`: more settings of the server (the carrier simulator's compression, say). */
export async function startTelephonyTestServer(
  options: { env?: Record<string, string> } = {},
): Promise<TelephonyTestServer> {
  const database = await openTestDatabase();
  const events = createEventBus();
  const app = await buildApp({
    events,
    env: {
      TELEPHONY_PROGRESS_MS: '50',
      TELEPHONY_ANSWER_MS: '100',
      TELEPHONY_TRANSCRIPT_MS: '100',
      TELEPHONY_INVITE_TIMEOUT_MS: '5000',
      ...options.env,
    },
    config: { consoleDist: '/nonexistent/console-dist' },
    database,
    logger: { level: 'silent' },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const sessions = new SessionService(60 * 60_000, () => new Date());
  return {
    app,
    events,
    database,
    url: (token) => `ws://127.0.0.1:${port}${SIP_WEBSOCKET_PATH}${token ? `?token=${token}` : ''}`,
    async token(phone) {
      const [user] = await database.db.select().from(users).where(eq(users.phone, phone)).limit(1);
      return (await sessions.issue(database.db, { userId: user.id, businessId: user.businessId })).token;
    },
    async createAgent(phone, dn) {
      const { business } = await createAgentMember(database, { phone, dn, businessName: `企业 ${phone}` });
      return business.id;
    },
    async call(endpoint, token, body) {
      const url = DEFAULT_SERVICE_PREFIXES[endpoint.service] + fillPath(endpoint.path, {});
      const response = await app.inject({ method: 'POST', url, query: { token }, payload: body as object });
      return checkedAnswer(endpoint, response.json()) as Envelope<never>;
    },
    async dev<Row>(path: string, body: unknown) {
      return (await app.inject({ method: 'POST', url: path, payload: body as object })).json() as Envelope<Row>;
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/**
 * A telephony test server with the demo master's softphone registered as 8001: the only agent of
 * 客服一组, the group the demo's course script (教育课程邀约) transfers to. Its calls pass at 240
 * times real time (four times the default): the tests wait for many of them to reach the transfer.
 */
export async function serverWithTransferDesk(): Promise<{ server: TelephonyTestServer; phone: SipTestClient }> {
  const server = await startTelephonyTestServer({ env: { CARRIER_COMPRESSION: '240' } });
  const token = await server.token('13800000000');
  const phone = await SipTestClient.open(server.url(token));
  const registered = await phone.registerWithPassword('8001', token);
  if (registered.final.status !== 200) throw new Error(`8001 not registered: ${registered.final.status}`);
  return { server, phone };
}

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/** A scripted SIP user agent on a real WebSocket: it sends what the test writes. */
export class SipTestClient {
  readonly messages: SipMessage[] = [];
  readonly contact = `sip:${randomBytes(4).toString('hex')}@${randomBytes(4).toString('hex')}.invalid;transport=ws`;
  /** Frames that were not SIP: each fails the waiting next() calls, and every later one. */
  readonly unparsable: string[] = [];
  private waiters: {
    match: (m: SipMessage) => boolean;
    resolve: (m: SipMessage) => void;
    reject: (error: Error) => void;
  }[] = [];
  private cseq = 1;
  closed = false;

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      let message: SipMessage;
      try {
        message = parseSipMessage(data.toString());
      } catch {
        this.unparsable.push(data.toString());
        for (const waiter of this.waiters.splice(0)) waiter.reject(this.unparsableError());
        return;
      }
      const waiter = this.waiters.find((w) => w.match(message));
      if (waiter) {
        this.waiters.splice(this.waiters.indexOf(waiter), 1);
        waiter.resolve(message);
      } else this.messages.push(message);
    });
    socket.on('close', () => {
      this.closed = true;
    });
  }

  static open(url: string, protocol = 'sip'): Promise<SipTestClient> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url, protocol);
      socket.once('open', () => resolve(new SipTestClient(socket)));
      socket.once('error', reject);
    });
  }

  send(text: string | Buffer): void {
    this.socket.send(text);
  }

  /** The first message, received or still to come, that matches. */
  next(match: (m: SipMessage) => boolean, timeoutMs = 4000): Promise<SipMessage> {
    if (this.unparsable.length > 0) return Promise.reject(this.unparsableError());
    const seen = this.messages.find(match);
    if (seen) {
      this.messages.splice(this.messages.indexOf(seen), 1);
      return Promise.resolve(seen);
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no matching SIP message')), timeoutMs);
      this.waiters.push({
        match,
        resolve: (m) => {
          clearTimeout(timer);
          resolve(m);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
    });
  }

  private unparsableError(): Error {
    return new Error(`the server sent a frame that is not SIP: ${JSON.stringify(this.unparsable[0].slice(0, 200))}`);
  }

  response(match: (m: SipResponse) => boolean, timeoutMs?: number): Promise<SipResponse> {
    return this.next((m) => m.kind === 'response' && match(m), timeoutMs) as Promise<SipResponse>;
  }

  request(method: string, timeoutMs?: number): Promise<SipRequest> {
    return this.next((m) => m.kind === 'request' && m.method === method, timeoutMs) as Promise<SipRequest>;
  }

  /** Sends a REGISTER and waits for its final response. */
  async register(options: { dn: string; expires?: number; contact?: string; authorization?: string; callId?: string }) {
    const branch = `z9hG4bK${randomBytes(6).toString('hex')}`;
    const lines = [
      `REGISTER sip:console.local SIP/2.0`,
      `Via: SIP/2.0/WSS abc.invalid;branch=${branch}`,
      'Max-Forwards: 69',
      `To: <sip:${options.dn}@console.local>`,
      `From: <sip:${options.dn}@console.local>;tag=t${branch.slice(-6)}`,
      `Call-ID: ${options.callId ?? 'reg-call'}`,
      `CSeq: ${this.cseq++} REGISTER`,
      `Contact: ${options.contact ?? `<${this.contact}>`}`,
      `Expires: ${options.expires ?? 30}`,
      ...(options.authorization ? [`Authorization: ${options.authorization}`] : []),
      'Content-Length: 0',
    ];
    this.send(`${lines.join('\r\n')}\r\n\r\n`);
    return this.response((m) => m.headers.get('Via')?.includes(branch) === true);
  }

  /** REGISTER, answer the challenge with this password, answer the final response. */
  async registerWithPassword(dn: string, password: string, expires = 30) {
    const challenge = await this.register({ dn, expires });
    const header = challenge.headers.get('WWW-Authenticate') ?? '';
    const nonce = /nonce="([^"]+)"/.exec(header)?.[1] ?? '';
    const realm = /realm="([^"]+)"/.exec(header)?.[1] ?? '';
    const uri = 'sip:console.local';
    const cnonce = randomBytes(4).toString('hex');
    const ha1 = md5(`${dn}:${realm}:${password}`);
    const response = md5(`${ha1}:${nonce}:00000001:${cnonce}:auth:${md5(`REGISTER:${uri}`)}`);
    const authorization = `Digest username="${dn}", realm="${realm}", nonce="${nonce}", uri="${uri}", response="${response}", algorithm=MD5, qop=auth, nc=00000001, cnonce="${cnonce}"`;
    return { challenge, final: await this.register({ dn, expires, authorization }), authorization };
  }

  /** A response to a request received from the server, optionally with a To tag and extra lines. */
  respond(
    request: SipRequest,
    status: number,
    reason: string,
    options: { toTag?: string; extra?: string[]; body?: string } = {},
  ) {
    const to = request.headers.get('To') ?? '';
    const lines = [
      `SIP/2.0 ${status} ${reason}`,
      ...request.headers.all('Via').map((via) => `Via: ${via}`),
      `From: ${request.headers.get('From')}`,
      `To: ${options.toTag && !to.includes('tag=') ? `${to};tag=${options.toTag}` : to}`,
      `Call-ID: ${request.headers.get('Call-ID')}`,
      `CSeq: ${request.headers.get('CSeq')}`,
      ...(options.extra ?? []),
      `Content-Length: ${Buffer.byteLength(options.body ?? '')}`,
    ];
    this.send(`${lines.join('\r\n')}\r\n\r\n${options.body ?? ''}`);
  }

  close(): Promise<void> {
    if (this.closed) return Promise.resolve();
    return new Promise((resolve) => {
      this.socket.once('close', () => resolve());
      this.socket.close();
    });
  }
}

/** Answers the INVITE from a werift peer of the test's own, so RTP flows both ways. */
export async function answerWithMedia(phone: SipTestClient, invite: SipRequest) {
  const pc = pcmuPeer({ iceServers: [] });
  await pc.setRemoteDescription({ type: 'offer', sdp: invite.body });
  const [transceiver] = pc.getTransceivers();
  transceiver.setDirection('sendrecv');
  await pc.setLocalDescription(await pc.createAnswer());
  await gatheringComplete(pc);
  let stop: () => void = () => undefined;
  pc.connectionStateChange.subscribe((state) => {
    if (state === 'connected') stop = playTone(transceiver, () => undefined);
  });
  phone.respond(invite, 180, 'Ringing', { toTag: 'agent1' });
  phone.respond(invite, 200, 'OK', {
    toTag: 'agent1',
    extra: [`Contact: <${phone.contact}>`, 'Content-Type: application/sdp'],
    body: pc.localDescription?.sdp ?? '',
  });
  return async () => {
    stop();
    await pc.close();
  };
}

export const MASTER = '13800000000';
export const MEMBER_WITHOUT_DN = '13800000001';
export const BUSINESS = 10000;
export const DN = '8001';
export const LINE = '02160001002';
/** The master of a second enterprise, whose agent has the same extension. */
export const OTHER_MASTER = '13700000000';

/**
 * The telephony tests' server and the SIP clients they opened. Files share a worker one after
 * another (isolate: false), so each file that calls telephonyServer() gets its own in these bindings.
 */
export let server: TelephonyTestServer;
const clients: SipTestClient[] = [];

export function telephonyServer(): void {
  beforeAll(async () => {
    server = await startTelephonyTestServer();
  }, 60_000);
  afterAll(async () => {
    await Promise.all(clients.splice(0).map((c) => c.close()));
    await server.close();
  });
}

export async function client(token?: string): Promise<SipTestClient> {
  const opened = await SipTestClient.open(server.url(token));
  clients.push(opened);
  return opened;
}

export async function makeCall(token: string) {
  return server.call(sdkApi.makeCall, token, {
    phoneNum: '13912345678',
    lineNum: LINE,
    callRelationId: 'r-1',
    robotId: '7',
    appId: 'app',
  });
}

export async function calls(businessId = BUSINESS): Promise<CallLogRow[]> {
  return (await server.dev<CallLogRow>('/dev/telephony/calls', { businessId })).result.rows;
}

export async function callOf(agentLegUuid: string): Promise<CallLogRow | undefined> {
  return (await calls()).find((row) => row.agentLegUuid === agentLegUuid);
}

export async function until(check: () => Promise<boolean>, timeoutMs = 3000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not reached');
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** The next request of this method in the INVITE's dialog (earlier calls may still talk). */
export function inDialog(phone: SipTestClient, invite: SipRequest, method: string): Promise<SipRequest> {
  const callId = invite.headers.get('Call-ID');
  return phone.next(
    (m) => m.kind === 'request' && m.method === method && m.headers.get('Call-ID') === callId,
  ) as Promise<SipRequest>;
}
