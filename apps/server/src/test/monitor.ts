import type { AddressInfo } from 'node:net';
import {
  type BodyOf,
  DEFAULT_SERVICE_PREFIXES,
  type Envelope,
  fillPath,
  type LiveCallRow,
  type MonitorEvent,
  monitorApi,
  type RowOf,
} from '@console/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, vi } from 'vitest';
import { businessConfigs, speechSkills, speechSkillVersions, users } from '../db/schema/index.ts';
import { setBusinessConfig } from './fixtures.ts';
import { RawClient } from './realtime-client.ts';
import { insertTask } from './tasks.ts';
import {
  BUSINESS,
  DN,
  MASTER,
  MEMBER_WITHOUT_DN,
  OTHER_MASTER,
  SipTestClient,
  startTelephonyTestServer,
  type TelephonyTestServer,
} from './telephony.ts';
import { checkedAnswer } from './test-app.ts';

export const LINES = ['02160001002', '02160001003'];
/**
 * The demo's real-estate script, its transfers pointed at a group the enterprise does not have
 * (monitorServer does it): a transfer naming no group would ring the registered desk, and only
 * 监听 and 接管 may ring it here.
 */
export const SCRIPT = '房产意向回访';
const NO_SUCH_GROUP = 2_000_000_000;
const ALL_DAY = ['00:00:00-12:00:00', '12:00:00-24:00:00'];
/** Calls nobody watches pass in a blink; watched ones slow enough to follow, and still fast. */
const COMPRESSION = 800;
export const WATCHED_COMPRESSION = 40;
const DOMAIN = 'console.local';

export interface Who {
  token: string;
  userId: number;
  businessId: number;
}

/**
 * The monitor tests' server, its registered desk (the master's 8001), the three sessions and the
 * master's console channel. Files share a worker one after another (isolate: false), so each file
 * that calls monitorServer() gets its own in these bindings.
 */
export let server: TelephonyTestServer;
export let phone: SipTestClient;
export let master: Who;
export let member: Who;
export let other: Who;
export let pushes: Pushes;
const clients: RawClient[] = [];

export function monitorServer(): void {
  beforeAll(async () => {
    server = await startTelephonyTestServer({
      env: {
        CARRIER_COMPRESSION: String(COMPRESSION),
        CARRIER_WATCHED_COMPRESSION: String(WATCHED_COMPRESSION),
        // A desk may ring for as long as a watched call lasts.
        TELEPHONY_INVITE_TIMEOUT_MS: '30000',
      },
    });
    await setFunctions(BUSINESS, { agent: true, monitor: true, transcript: true });
    await transfersToNobody(BUSINESS, SCRIPT);
    // The tasks' monitor only: AI接待's live calls (the demo has it) would join the lists.
    await setBusinessConfig(server.database, BUSINESS, 'menu', { ai: false });
    master = { token: await server.token(MASTER), userId: await userIdOf(MASTER), businessId: BUSINESS };
    member = {
      token: await server.token(MEMBER_WITHOUT_DN),
      userId: await userIdOf(MEMBER_WITHOUT_DN),
      businessId: BUSINESS,
    };
    const otherBusiness = await server.createAgent(OTHER_MASTER, DN);
    await setFunctions(otherBusiness, { agent: true, monitor: true, transcript: true });
    other = {
      token: await server.token(OTHER_MASTER),
      userId: await userIdOf(OTHER_MASTER),
      businessId: otherBusiness,
    };
    phone = await SipTestClient.open(server.url(master.token));
    expect((await phone.registerWithPassword(DN, master.token)).final.status).toBe(200);
    pushes = new Pushes(await xmppLogin(master));
  }, 60_000);
  afterAll(async () => {
    for (const client of clients.splice(0)) client.close();
    await phone?.close();
    await server?.close();
  }, 60_000);
}

/** Points every transfer of the script's published version at a group that does not exist. */
async function transfersToNobody(businessId: number, name: string): Promise<void> {
  const { db } = server.database;
  const [script] = await db
    .select()
    .from(speechSkills)
    .where(and(eq(speechSkills.businessId, businessId), eq(speechSkills.name, name)));
  if (!script?.publishedVersion) throw new Error(`no published script ${name}`);
  const version = and(
    eq(speechSkillVersions.speechSkillId, script.id),
    eq(speechSkillVersions.version, script.publishedVersion),
  );
  const [row] = await db.select().from(speechSkillVersions).where(version);
  const document = row.document as {
    flows: { nodes: { kind: string; acdGroupId?: number }[] }[];
    globalIntents?: { after: string; acdGroupId?: number }[];
  };
  for (const node of document.flows.flatMap((flow) => flow.nodes)) {
    if (node.kind === 'transfer') node.acdGroupId = NO_SUCH_GROUP;
  }
  for (const global of document.globalIntents ?? []) if (global.after === 'transfer') global.acdGroupId = NO_SUCH_GROUP;
  await db.update(speechSkillVersions).set({ document }).where(version);
}

async function userIdOf(phoneNumber: string): Promise<number> {
  const [user] = await server.database.db.select().from(users).where(eq(users.phone, phoneNumber));
  return user.id;
}

/** The enterprise's function flags (business config `function`, the original's __fun). */
export async function setFunctions(businessId: number, functions: Record<string, boolean>): Promise<void> {
  await server.database.db
    .update(businessConfigs)
    .set({ value: JSON.stringify(functions) })
    .where(and(eq(businessConfigs.businessId, businessId), eq(businessConfigs.key, 'function')));
}

/** The monitor's endpoints, with the session's enterprise in the path. */
export async function call<K extends keyof typeof monitorApi>(
  name: K,
  who: Who,
  body: BodyOf<(typeof monitorApi)[K]> | Record<string, unknown>,
): Promise<Envelope<RowOf<(typeof monitorApi)[K]>>> {
  const endpoint = monitorApi[name];
  const url = DEFAULT_SERVICE_PREFIXES[endpoint.service] + fillPath(endpoint.path, { businessId: who.businessId });
  const response = await server.app.inject({
    method: 'POST',
    url,
    query: { token: who.token },
    payload: body as object,
  });
  return checkedAnswer(endpoint, response.json()) as Envelope<RowOf<(typeof monitorApi)[K]>>;
}

export function expectRefused(answer: Envelope<unknown>, code: number, message: string) {
  expect(answer.code).toBe(code);
  expect(answer.message).toContain(message);
  expect(answer.result?.rows ?? []).toEqual([]);
}

export function until<T>(check: () => T | Promise<T>, timeout = 30_000): Promise<T> {
  return vi.waitFor(check, { timeout, interval: 50 });
}

let taskCount = 0;
/** A task the server's dialer starts at once and runs on the carrier simulator; its id. */
export async function runningTask(options: { userId?: number | null; numbers?: number } = {}): Promise<number> {
  taskCount++;
  const now = Date.now();
  return insertTask(server.database, {
    businessId: BUSINESS,
    userId: options.userId ?? null,
    name: `监控任务${taskCount}`,
    script: SCRIPT,
    telNums: LINES,
    beginAt: new Date(now - 60_000),
    endAt: new Date(now + 3_600_000),
    // A range of its own per task: a number is called a limited number of times a day.
    numbers: Array.from(
      { length: options.numbers ?? 60 },
      (_, i) => `139${String(taskCount).padStart(4, '0')}${String(i).padStart(4, '0')}`,
    ),
    timeRanges: ALL_DAY,
  });
}

export async function liveCalls(taskId: number, who = master): Promise<LiveCallRow[]> {
  const answer = await call('queryRealTimeCallDetail', who, { taskId });
  expect(answer.code).toBe(0);
  return answer.result.rows;
}

/** The newest call of the task in progress that has said at least `lines` lines. */
export function talkingCall(taskId: number, lines = 1): Promise<LiveCallRow> {
  return until(async () => {
    const found = (await liveCalls(taskId))
      .filter((row) => row.state === 'talking' && row.lines.length >= lines)
      .at(-1);
    expect(found).toBeDefined();
    return found as LiveCallRow;
  });
}

export function watch(taskId: number, who = master) {
  return call('watch', who, { taskId }).then((answer) => expect(answer.code).toBe(0));
}

/** Ends the watch; the master's console has then been pushed everything it will be. */
export async function unwatch(taskId: number, who = master) {
  expect((await call('unwatch', who, { taskId })).code).toBe(0);
  if (who === master) await pushes.sync();
}

export async function xmppLogin(who: Who): Promise<RawClient> {
  const { port } = server.app.server.address() as AddressInfo;
  const client = await RawClient.open(`ws://127.0.0.1:${port}/xmpp-websocket`);
  clients.push(client);
  await client.login(DOMAIN, String(who.userId), who.token, 'web');
  return client;
}

const XML_ENTITIES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&amp;': '&', '&quot;': '"', '&apos;': "'" };

/** The monitorNotify events a console is pushed, in the order they came. */
export class Pushes {
  readonly events: MonitorEvent[] = [];
  private pings = 0;

  constructor(private readonly client: RawClient) {
    client.socket.on('message', (data) => {
      const body = /<body>([^<]*)<\/body>/.exec(data.toString())?.[1];
      if (!body) return;
      const message = JSON.parse(body.replace(/&(lt|gt|amp|quot|apos);/g, (entity) => XML_ENTITIES[entity]));
      if (message.type === 'monitorNotify') this.events.push(message.event);
    });
  }

  /** Resolves once everything the server sent before now has arrived (a ping answered after it). */
  async sync(): Promise<void> {
    const id = `sync${++this.pings}`;
    this.client.send(`<iq xmlns="jabber:client" type="get" id="${id}"><ping xmlns="urn:xmpp:ping"/></iq>`);
    await this.client.waitFor(`id="${id}"`);
  }

  of(callId: string, from = 0): MonitorEvent[] {
    return this.events.slice(from).filter((event) => callIdOf(event) === callId);
  }

  lineTexts(callId: string, from = 0): string[] {
    return this.of(callId, from).flatMap((event) => (event.kind === 'line' ? [event.line.text] : []));
  }
}

function callIdOf(event: MonitorEvent): string {
  return event.kind === 'started' ? event.call.callId : event.callId;
}

export function taskIdOf(event: MonitorEvent): number {
  return event.kind === 'started' ? event.call.taskId : event.taskId;
}
