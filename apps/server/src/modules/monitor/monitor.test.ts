import type { AddressInfo } from 'node:net';
import {
  type BodyOf,
  DEFAULT_MONITOR_COLOURS,
  DEFAULT_SERVICE_PREFIXES,
  type Envelope,
  ErrorCode,
  fillPath,
  INFO_EVENTS,
  type InfoBody,
  type LiveCallRow,
  MONITOR_COLOURS_KEY,
  MONITOR_TEXTS,
  type MonitorEvent,
  monitorApi,
  RECEPTION_MONITOR_ID,
  type RowOf,
  TaskStatus,
} from '@console/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { businessConfigs, callSessions, customers, customerTraces, tasks, users } from '../../db/schema/index.ts';
import { RawClient } from '../../test/realtime-client.ts';
import { insertTask } from '../../test/tasks.ts';
import {
  answerWithMedia,
  SipTestClient,
  startTelephonyTestServer,
  type TelephonyTestServer,
} from '../../test/telephony.ts';
import { checkedAnswer } from '../../test/test-app.ts';
import type { SipRequest } from '../telephony/sip-message.ts';

const BUSINESS = 10000;
const MASTER = '13800000000';
/** A member of the demo enterprise without an agent extension. */
const MEMBER = '13800000001';
/** The master of a second enterprise, an agent there with the same extension. */
const OTHER_MASTER = '13700000000';
const DN = '8001';
const LINES = ['02160001002', '02160001003'];
/** The demo's real-estate script: its transfer nodes have no group, so no call rings the desk by itself. */
const SCRIPT = '房产意向回访';
const ALL_DAY = ['00:00:00-12:00:00', '12:00:00-24:00:00'];
/** Calls nobody watches pass in a blink; watched ones slow enough to follow, and still fast. */
const COMPRESSION = 800;
const WATCHED_COMPRESSION = 40;
const DOMAIN = 'console.local';

let server: TelephonyTestServer;
let phone: SipTestClient;
interface Who {
  token: string;
  userId: number;
  businessId: number;
}
let master: Who;
let member: Who;
let other: Who;
let pushes: Pushes;
const clients: RawClient[] = [];

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
  master = { token: await server.token(MASTER), userId: await userIdOf(MASTER), businessId: BUSINESS };
  member = { token: await server.token(MEMBER), userId: await userIdOf(MEMBER), businessId: BUSINESS };
  const otherBusiness = await server.createAgent(OTHER_MASTER, DN);
  await setFunctions(otherBusiness, { agent: true, monitor: true, transcript: true });
  other = { token: await server.token(OTHER_MASTER), userId: await userIdOf(OTHER_MASTER), businessId: otherBusiness };
  phone = await SipTestClient.open(server.url(master.token));
  expect((await phone.registerWithPassword(DN, master.token)).final.status).toBe(200);
  pushes = new Pushes(await xmppLogin(master));
}, 60_000);
afterAll(async () => {
  for (const client of clients) client.close();
  await phone?.close();
  await server?.close();
}, 60_000);

async function userIdOf(phoneNumber: string): Promise<number> {
  const [user] = await server.database.db.select().from(users).where(eq(users.phone, phoneNumber));
  return user.id;
}

/** The enterprise's function flags (business config `function`, the original's __fun). */
async function setFunctions(businessId: number, functions: Record<string, boolean>): Promise<void> {
  await server.database.db
    .update(businessConfigs)
    .set({ value: JSON.stringify(functions) })
    .where(and(eq(businessConfigs.businessId, businessId), eq(businessConfigs.key, 'function')));
}

/** The monitor's endpoints, with the session's enterprise in the path. */
async function call<K extends keyof typeof monitorApi>(
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

function expectRefused(answer: Envelope<unknown>, code: number, message: string) {
  expect(answer.code).toBe(code);
  expect(answer.message).toContain(message);
  expect(answer.result?.rows ?? []).toEqual([]);
}

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`not settled within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function until<T>(check: () => T | Promise<T>, timeout = 30_000): Promise<T> {
  return vi.waitFor(check, { timeout, interval: 50 });
}

let taskCount = 0;
/** A task the server's dialer starts at once and runs on the carrier simulator; its id. */
async function runningTask(options: { userId?: number | null; numbers?: number } = {}): Promise<number> {
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

async function liveCalls(taskId: number, who = master): Promise<LiveCallRow[]> {
  const answer = await call('queryRealTimeCallDetail', who, { taskId });
  expect(answer.code).toBe(0);
  return answer.result.rows;
}

/** The newest call of the task in progress that has said at least `lines` lines. */
function talkingCall(taskId: number, lines = 1): Promise<LiveCallRow> {
  return until(async () => {
    const found = (await liveCalls(taskId))
      .filter((row) => row.state === 'talking' && row.lines.length >= lines)
      .at(-1);
    expect(found).toBeDefined();
    return found as LiveCallRow;
  });
}

/** 监听 or 接管 of a call of the task in progress (another one when the call ended meanwhile). */
function supervise<K extends 'monitorDialog' | 'takeControl'>(name: K, taskId: number, lines = 1) {
  return until(async () => {
    const live = await talkingCall(taskId, lines);
    const answer = await call(name, master, { callId: live.callId });
    expect(answer.message).not.toBe(MONITOR_TEXTS.callEnded);
    expect(answer.code).toBe(0);
    return { live, answer };
  });
}

function watch(taskId: number, who = master) {
  return call('watch', who, { taskId }).then((answer) => expect(answer.code).toBe(0));
}

/** Ends the watch; the master's console has then been pushed everything it will be. */
async function unwatch(taskId: number, who = master) {
  expect((await call('unwatch', who, { taskId })).code).toBe(0);
  if (who === master) await pushes.sync();
}

async function xmppLogin(who: Who): Promise<RawClient> {
  const { port } = server.app.server.address() as AddressInfo;
  const client = await RawClient.open(`ws://127.0.0.1:${port}/xmpp-websocket`);
  clients.push(client);
  await client.login(DOMAIN, String(who.userId), who.token, 'web');
  return client;
}

const XML_ENTITIES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&amp;': '&', '&quot;': '"', '&apos;': "'" };

/** The monitorNotify events a console is pushed, in the order they came. */
class Pushes {
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

function taskIdOf(event: MonitorEvent): number {
  return event.kind === 'started' ? event.call.taskId : event.taskId;
}

/** Answers the INVITE as a softphone does, answering each INFO of the call until the server hangs up. */
async function answerDesk(invite: SipRequest) {
  const stopMedia = await answerWithMedia(phone, invite);
  const callId = invite.headers.get('Call-ID');
  const infos: InfoBody[] = [];
  const ended = (async () => {
    // Every INFO is answered (an unanswered one ends the call) until the server hangs up.
    for (;;) {
      const request = (await phone.next(
        (m) =>
          m.kind === 'request' && (m.method === 'INFO' || m.method === 'BYE') && m.headers.get('Call-ID') === callId,
        60_000,
      )) as SipRequest;
      phone.respond(request, 200, 'OK');
      if (request.method === 'BYE') return;
      infos.push(JSON.parse(request.body) as InfoBody);
    }
  })();
  ended.catch(() => undefined);
  return {
    infos,
    ended,
    transcript: () =>
      infos.flatMap((info) => (info.event === INFO_EVENTS.transcript && info.data ? [String(info.data.text)] : [])),
    close: stopMedia,
  };
}

describe('the running tasks and their live calls', () => {
  it('lists the running tasks with the calls in progress, a member only their own', async () => {
    const taskId = await runningTask();
    const memberTask = await runningTask({ userId: member.userId });
    const paused = await runningTask();
    await server.database.db.update(tasks).set({ status: TaskStatus.paused }).where(eq(tasks.id, paused));
    // Watched, the calls last long enough to be seen in progress.
    await watch(taskId);
    await watch(memberTask, member);
    try {
      const row = await until(async () => {
        const answer = await call('queryRealTimeData', master, {});
        expect(answer.code).toBe(0);
        const found = answer.result.rows.find((task) => task.taskId === taskId);
        expect(found?.liveCount).toBeGreaterThan(0);
        expect(answer.result.rows.map((task) => task.taskId)).not.toContain(paused);
        return found;
      });
      expect(row).toMatchObject({
        taskName: expect.stringMatching(/^监控任务/),
        speechSkillName: SCRIPT,
        totalCount: 60,
        orangeCount: expect.any(Number),
        redCount: expect.any(Number),
      });
      expect(row?.calledCount).toBeGreaterThan(0);
      const own = await until(async () => {
        const answer = await call('queryRealTimeData', member, {});
        expect(answer.result.rows.map((task) => task.taskId)).toEqual([memberTask]);
        expect(answer.result.rows[0].liveCount).toBeGreaterThan(0);
        return answer.result.rows[0];
      });
      expect(own.taskName).toMatch(/^监控任务/);
      // Another enterprise sees none of them.
      const others = await call('queryRealTimeData', other, {});
      expect(others).toMatchObject({ code: 0 });
      expect(others.result.rows).toEqual([]);
    } finally {
      await unwatch(taskId);
      await unwatch(memberTask, member);
    }
  }, 60_000);

  it("answers a task's calls with their lines as they grow, without them when the transcript is off", async () => {
    const taskId = await runningTask();
    await watch(taskId);
    try {
      // A call seen with some lines is seen again with more (or, if it ended meanwhile, another is).
      const grown = await until(async () => {
        const first = await talkingCall(taskId);
        const later = await until(async () => {
          const now = (await liveCalls(taskId)).find((row) => row.callId === first.callId);
          if (now) expect(now.lines.length).toBeGreaterThan(first.lines.length);
          return now;
        }, 10_000);
        expect(later).toBeDefined();
        return { first, later: later as LiveCallRow };
      }, 40_000);
      expect(grown.later.lines.slice(0, grown.first.lines.length)).toEqual(grown.first.lines);
      expect(grown.later).toMatchObject({
        taskId,
        transcript: true,
        customerNumber: expect.stringMatching(/^139/),
      });
      expect(LINES).toContain(grown.later.line);
      expect(grown.later.lines[0]).toMatchObject({ role: 'robot', text: expect.any(String), unrecognised: false });

      await setFunctions(BUSINESS, { agent: true, monitor: true, transcript: false });
      try {
        const calls = await until(async () => {
          const rows = await liveCalls(taskId);
          expect(rows.length).toBeGreaterThan(0);
          return rows;
        });
        for (const row of calls) expect(row).toMatchObject({ lines: [], transcript: false });
      } finally {
        await setFunctions(BUSINESS, { agent: true, monitor: true, transcript: true });
      }

      // The master's task is not the member's, nor another enterprise's.
      expectRefused(await call('queryRealTimeCallDetail', member, { taskId }), ErrorCode.NotFound, '任务不存在');
      expectRefused(await call('queryRealTimeCallDetail', other, { taskId }), ErrorCode.NotFound, '任务不存在');
      expectRefused(await call('watch', other, { taskId }), ErrorCode.NotFound, '任务不存在');
      expectRefused(await call('queryRealTimeCallDetail', master, { taskId: 'x' }), ErrorCode.ParamInvalid, '任务ID');
      // -1 is the AI接待 row (RECEPTION_MONITOR_ID); other negative ids are refused.
      expectRefused(await call('watch', master, { taskId: -2 }), ErrorCode.ParamInvalid, '任务ID');
    } finally {
      await unwatch(taskId);
    }
  }, 90_000);
});

describe('watching over the real-time channel', () => {
  it("pushes a watched task's calls line by line, in real time as the watch compression says", async () => {
    const taskId = await runningTask({ numbers: 100 });
    const from = pushes.events.length;
    await watch(taskId);
    try {
      // A call seen from its start to its end.
      const ended = await until(() => {
        const seen = pushes.events.slice(from);
        const done = seen.find(
          (event) =>
            event.kind === 'ended' &&
            seen.some((e) => e.kind === 'started' && e.call.callId === event.callId) &&
            pushes.lineTexts(event.callId, from).length >= 2,
        );
        expect(done).toBeDefined();
        return done as MonitorEvent & { kind: 'ended' };
      }, 60_000);
      const events = pushes.of(ended.callId, from);
      expect(events[0]).toMatchObject({ kind: 'started', call: { taskId, state: 'ringing', lines: [] } });
      expect(events.at(-1)).toEqual({ kind: 'ended', taskId, callId: ended.callId });
      const lines = events.filter((event) => event.kind === 'line');
      expect(lines.map((event) => event.index)).toEqual(lines.map((_, i) => i));
      expect(lines.every((event) => event.taskId === taskId && event.line.text !== '')).toBe(true);
      // Each line is said after the one before it was spoken, at the watched compression (an
      // unwatched call would pass COMPRESSION / WATCHED_COMPRESSION times faster).
      for (let i = 1; i < lines.length; i++) {
        const before = lines[i - 1].line;
        const spokenMs = ((before.text.length * 0.2 + 0.5) * 1000) / WATCHED_COMPRESSION;
        expect(lines[i].line.at - before.at).toBeGreaterThanOrEqual(spokenMs - 2);
      }
      expect(pushes.events.slice(from).every((event) => taskIdOf(event) === taskId)).toBe(true);

      // The task list: calls begin and end, but no line is told with its text.
      await watch(0);
      // What the task's watch was pushed before has arrived.
      await pushes.sync();
      const listFrom = pushes.events.length;
      const listed = await until(() => {
        const seen = pushes.events.slice(listFrom);
        const done = seen.find(
          (event) => event.kind === 'ended' && seen.some((e) => e.kind === 'started' && e.call.callId === event.callId),
        );
        expect(done).toBeDefined();
        return done as MonitorEvent & { kind: 'ended' };
      }, 60_000);
      await pushes.sync();
      const seenByList = pushes.events.slice(listFrom);
      expect(
        seenByList.filter((event) => event.kind === 'started').every((event) => event.call.lines.length === 0),
      ).toBe(true);
      for (const event of seenByList)
        if (event.kind === 'line') expect(event.line).toMatchObject({ text: '', unrecognised: true });
      expect(pushes.of(listed.callId, listFrom).map((event) => event.kind)).toContain('started');

      // Unwatched: nothing more, while the task's calls go on (and pass fast again).
      await unwatch(0);
      const quietFrom = pushes.events.length;
      const answeredBefore = await answeredCalls(taskId);
      const liveBefore = (await liveCalls(taskId)).length;
      await until(async () => expect(await answeredCalls(taskId)).toBeGreaterThan(answeredBefore + liveBefore));
      await pushes.sync();
      expect(pushes.events.slice(quietFrom)).toEqual([]);
    } finally {
      await unwatch(taskId);
    }
  }, 90_000);
});

describe("a member's watch of the task list", () => {
  it('pushes the calls of their own tasks only', async () => {
    const memberPushes = new Pushes(await xmppLogin(member));
    const masterTask = await runningTask();
    const memberTask = await runningTask({ userId: member.userId });
    const from = pushes.events.length;
    await watch(masterTask);
    await watch(0, member);
    try {
      await until(() =>
        expect(memberPushes.events.some((event) => event.kind === 'ended' && event.taskId === memberTask)).toBe(true),
      );
      // The master's task had calls begin and end meanwhile.
      await until(() => expect(pushes.events.slice(from).some((event) => event.kind === 'ended')).toBe(true));
      await memberPushes.sync();
      expect(memberPushes.events.filter((event) => taskIdOf(event) !== memberTask)).toEqual([]);
    } finally {
      await unwatch(masterTask);
      await unwatch(0, member);
    }
  }, 60_000);
});

async function answeredCalls(taskId: number): Promise<number> {
  const rows = await server.database.db
    .select({ result: callSessions.callResult })
    .from(callSessions)
    .where(eq(callSessions.taskId, String(taskId)));
  return rows.filter((row) => row.result === '0').length;
}

describe('the colour thresholds', () => {
  async function stored() {
    return server.database.db
      .select()
      .from(businessConfigs)
      .where(and(eq(businessConfigs.businessId, BUSINESS), eq(businessConfigs.key, MONITOR_COLOURS_KEY)));
  }

  it('answers the defaults, saves new ones and refuses bad ones naming the field', async () => {
    expect((await call('queryConfig', master, {})).result.rows).toEqual([DEFAULT_MONITOR_COLOURS]);
    expect(DEFAULT_MONITOR_COLOURS).toEqual({ orange: 2, red: 4 });

    const { ParamInvalid, ParamRequired } = ErrorCode;
    const refused: [Record<string, unknown>, number, string][] = [
      [{ orange: 3, red: 2 }, ParamInvalid, MONITOR_TEXTS.redBelowOrange],
      [{ orange: 1.5, red: 4 }, ParamInvalid, '橙色未识别次数'],
      [{ orange: 0, red: 4 }, ParamInvalid, '橙色未识别次数'],
      [{ orange: 2, red: 100 }, ParamInvalid, '红色未识别次数'],
      [{ orange: 'a', red: 4 }, ParamInvalid, '橙色未识别次数'],
      [{ orange: 2 }, ParamRequired, '红色未识别次数'],
    ];
    for (const [body, code, message] of refused) {
      expectRefused(await call('config', master, body), code, message);
    }
    expect(await stored()).toEqual([]);

    expect((await call('config', master, { orange: 3, red: 3 })).code).toBe(0);
    expect((await call('queryConfig', master, {})).result.rows).toEqual([{ orange: 3, red: 3 }]);
    expect((await call('config', master, { orange: 1, red: 99 })).code).toBe(0);
    expect((await call('queryConfig', master, {})).result.rows).toEqual([{ orange: 1, red: 99 }]);
    expect(await stored()).toHaveLength(1);
    // Another enterprise keeps its own (the defaults).
    expect((await call('queryConfig', other, {})).result.rows).toEqual([DEFAULT_MONITOR_COLOURS]);
    expect((await call('config', master, DEFAULT_MONITOR_COLOURS)).code).toBe(0);
  });
});

describe('监听 and 接管', () => {
  // The softphone stays registered however long the tests before took.
  beforeEach(async () => {
    expect((await phone.registerWithPassword(DN, master.token)).final.status).toBe(200);
  });

  it('refuses without the monitor or agent function, an extension, or a call in progress of the enterprise', async () => {
    const taskId = await runningTask();
    await watch(taskId);
    try {
      const live = await talkingCall(taskId);
      const body = { callId: live.callId };
      for (const name of ['monitorDialog', 'takeControl'] as const) {
        await setFunctions(BUSINESS, { agent: true, transcript: true });
        expectRefused(await call(name, master, body), ErrorCode.AccessDenied, MONITOR_TEXTS.noMonitorFunction);
        await setFunctions(BUSINESS, { monitor: true, transcript: true });
        const noAgent = await call(name, master, body);
        expectRefused(noAgent, ErrorCode.AccessDenied, MONITOR_TEXTS.noAgentService);
        expect(noAgent.message.length).toBeGreaterThan(MONITOR_TEXTS.noAgentService.length);
        await setFunctions(BUSINESS, { agent: true, monitor: true, transcript: true });
        expectRefused(await call(name, member, body), ErrorCode.AccessDenied, MONITOR_TEXTS.noDesk);
        expectRefused(
          await call(name, master, { callId: 'no-such-call' }),
          ErrorCode.NotFound,
          MONITOR_TEXTS.callEnded,
        );
        // Another enterprise's supervisor, with an agent desk of the same extension.
        expectRefused(await call(name, other, body), ErrorCode.NotFound, MONITOR_TEXTS.callEnded);
        expectRefused(await call(name, master, { callId: '' }), ErrorCode.ParamRequired, '通话ID');
        expectRefused(await call(name, master, { callId: 'x'.repeat(65) }), ErrorCode.ParamInvalid, '通话ID');
      }
      // An ended call.
      await until(async () => expect((await liveCalls(taskId)).map((row) => row.callId)).not.toContain(live.callId));
      expectRefused(await call('monitorDialog', master, body), ErrorCode.NotFound, MONITOR_TEXTS.callEnded);
      expectRefused(await call('takeControl', master, body), ErrorCode.NotFound, MONITOR_TEXTS.callEnded);
      expect(phone.messages.some((m) => m.kind === 'request' && m.method === 'INVITE')).toBe(false);
    } finally {
      await setFunctions(BUSINESS, { agent: true, monitor: true, transcript: true });
      await unwatch(taskId);
    }
  }, 60_000);

  it("refuses 接管 while the robot's transfer rings an agent, and an AI接待 call without AI接待", async () => {
    const callId = `synthetic-${Date.now()}`;
    const raise = (event: MonitorEvent) => server.events.emit('liveCall', { businessId: BUSINESS, event });
    raise({
      kind: 'started',
      call: {
        callId,
        taskId: RECEPTION_MONITOR_ID,
        customerNumber: '13912345678',
        line: '4008001001',
        startedAt: Date.now(),
        state: 'transferring',
        unrecognised: 0,
        lines: [],
        transcript: true,
      },
    });
    const menu = and(eq(businessConfigs.businessId, BUSINESS), eq(businessConfigs.key, 'menu'));
    try {
      // The demo enterprise has no AI接待 (menu.ai): its inbound calls are nobody's to supervise.
      for (const name of ['monitorDialog', 'takeControl'] as const) {
        expectRefused(await call(name, master, { callId }), ErrorCode.NotFound, MONITOR_TEXTS.callEnded);
      }
      await server.database.db
        .insert(businessConfigs)
        .values({ businessId: BUSINESS, key: 'menu', value: JSON.stringify({ ai: true }), updatedAt: new Date() });
      expectRefused(await call('takeControl', master, { callId }), ErrorCode.ParamInvalid, MONITOR_TEXTS.transferring);
      expect(phone.messages.some((m) => m.kind === 'request' && m.method === 'INVITE')).toBe(false);
    } finally {
      await server.database.db.delete(businessConfigs).where(menu);
      raise({ kind: 'ended', taskId: RECEPTION_MONITOR_ID, callId });
    }
  });

  it.each([
    ['the robot said another line', (events: MonitorEvent[], ringing: number) => events.length > ringing],
    ['the call ended', (events: MonitorEvent[]) => events.at(-1)?.kind === 'ended'],
  ])(
    "监听 rings the member's desk, which answered once %s hears every line and hangs up with the call",
    async (_, pickUp) => {
      const taskId = await runningTask();
      const from = pushes.events.length;
      await watch(taskId);
      try {
        const { live } = await supervise('monitorDialog', taskId);
        const invite = await phone.request('INVITE', 10_000);
        expect(invite.headers.get('X-Call-Origin')).toBe('listening');
        expect(invite.headers.get('X-Ani')).toBe(live.customerNumber);
        expect(invite.headers.get('X-Dni')).toBe(live.line);
        // The supervisor takes a moment to pick up.
        const ringing = pushes.of(live.callId, from).length;
        await until(() => expect(pickUp(pushes.of(live.callId, from), ringing)).toBe(true));
        const desk = await answerDesk(invite);
        try {
          await within(desk.ended, 30_000);
          await pushes.sync();
          expect(pushes.of(live.callId, from).at(-1)?.kind).toBe('ended');
          // What was said before, then each line as it was said, none missed while the desk rang.
          expect(desk.infos[0]).toEqual({ event: INFO_EVENTS.answer });
          expect(desk.transcript()).toEqual(pushes.lineTexts(live.callId, from));
        } finally {
          await desk.close();
        }
      } finally {
        await unwatch(taskId);
      }
    },
    60_000,
  );

  let takenOver: { traceId: number; customerNumber: string; hangup: () => Promise<void> } | undefined;

  it('接管 moves the call to the desk with what was said, stops the robot and writes the trace', async () => {
    const taskId = await runningTask();
    const from = pushes.events.length;
    await watch(taskId);
    let desk: Awaited<ReturnType<typeof answerDesk>> | undefined;
    try {
      const { live, answer } = await supervise('takeControl', taskId, 2);
      const [row] = answer.result.rows;
      expect(row).toEqual({ traceId: expect.any(Number), customerNumber: live.customerNumber });
      const invite = await phone.request('INVITE', 10_000);
      expect(invite.headers.get('X-Call-Origin')).toBe('braintransfer');
      expect(invite.headers.get('X-Ani')).toBe(live.customerNumber);
      expect(invite.headers.get('X-Dni')).toBe(live.line);
      expect(invite.headers.get('X-User-Data')).toBe(`line=${live.line}`);
      desk = await answerDesk(invite);

      // The robot said its last line before the take-over, and the call left the board.
      const events = await until(() => {
        const of = pushes.of(live.callId, from);
        expect(of.at(-1)?.kind).toBe('ended');
        return of;
      });
      const takeOverAt = events.findIndex((event) => event.kind === 'state' && event.state === 'takenOver');
      expect(takeOverAt).toBeGreaterThan(0);
      expect(events.slice(takeOverAt).map((event) => event.kind)).toEqual(['state', 'ended']);
      const said = pushes.lineTexts(live.callId, from);
      expect(said.length).toBeGreaterThanOrEqual(live.lines.length);
      expect((await liveCalls(taskId)).map((call) => call.callId)).not.toContain(live.callId);

      // The desk shows everything said until the take-over, then the customer talks on.
      await until(() => expect(desk?.transcript().length).toBeGreaterThan(said.length));
      expect(desk.transcript().slice(0, said.length)).toEqual(said);

      // The call's record: handed to a person (15), its dialog ending where it was taken over.
      const record = await until(async () => {
        const [found] = await server.database.db
          .select()
          .from(callSessions)
          .where(and(eq(callSessions.taskId, String(taskId)), eq(callSessions.callee, live.customerNumber)));
        expect(found).toBeDefined();
        return found;
      });
      expect(record.callResult).toBe('15');
      expect(record.dialog.filter((item) => item.text !== '').map((item) => item.text)).toEqual(said);

      const [trace] = await server.database.db
        .select({ trace: customerTraces, telNumber: customers.telNumber })
        .from(customerTraces)
        .innerJoin(customers, eq(customers.id, customerTraces.customerId))
        .where(eq(customerTraces.id, row.traceId));
      expect(trace.telNumber).toBe(live.customerNumber);
      expect(trace.trace).toMatchObject({
        businessId: BUSINESS,
        taskId,
        traceType: 'manual',
        traceStage: 6,
        memberId: master.userId,
        memberName: '演示管理员',
      });

      // Once taken over, it cannot be taken (or listened to) again.
      expectRefused(
        await call('takeControl', master, { callId: live.callId }),
        ErrorCode.ParamInvalid,
        MONITOR_TEXTS.takenOver,
      );
      expectRefused(
        await call('monitorDialog', master, { callId: live.callId }),
        ErrorCode.ParamInvalid,
        MONITOR_TEXTS.takenOver,
      );
      const ended = desk.ended;
      const close = desk.close;
      takenOver = {
        traceId: row.traceId,
        customerNumber: live.customerNumber,
        hangup: async () => {
          await ended;
          await close();
        },
      };
      desk = undefined;
    } finally {
      await desk?.close();
      await unwatch(taskId);
    }
  }, 60_000);

  it("updateTrace completes the member's own take-over trace, and 提交并挂断 hangs the desk up", async () => {
    if (!takenOver) throw new Error('no call was taken over');
    const { traceId } = takenOver;
    const readTrace = async () =>
      (await server.database.db.select().from(customerTraces).where(eq(customerTraces.id, traceId)))[0];
    const before = await readTrace();

    const bad: [Record<string, unknown>, string][] = [
      [{ traceId: 'abc' }, '跟进记录ID'],
      [{ traceId: 0 }, '跟进记录ID'],
      [{ traceId, traceStage: 7 }, '跟进阶段'],
      [{ traceId, traceStage: 1 }, '跟进阶段格式错误'],
      [{ traceId, traceDetail: 'x'.repeat(501) }, '跟进内容'],
      [{ traceId, hangup: 'yes' }, '挂断标记格式错误'],
    ];
    for (const [body, message] of bad) {
      expectRefused(await call('updateTrace', master, body), ErrorCode.ParamInvalid, message);
    }
    // Someone else's trace, in the enterprise or not.
    for (const who of [member, other]) {
      expectRefused(
        await call('updateTrace', who, { traceId, traceDetail: '不是我的', traceStage: 3, hangup: true }),
        ErrorCode.NotFound,
        '跟进记录不存在',
      );
    }
    expectRefused(
      await call('updateTrace', master, { traceId: traceId + 1000, traceDetail: '无此记录' }),
      ErrorCode.NotFound,
      '跟进记录不存在',
    );
    expect(await readTrace()).toEqual(before);

    expect((await call('updateTrace', master, { traceId, traceDetail: '客户同意到店面谈' })).code).toBe(0);
    expect(await readTrace()).toMatchObject({ traceDetail: '客户同意到店面谈', traceStage: 6 });
    // The desk's call goes on until 提交并挂断.
    expect(phone.closed).toBe(false);
    const done = await call('updateTrace', master, { traceId, traceStage: 3, hangup: true });
    expect(done.code).toBe(0);
    expect(await readTrace()).toMatchObject({
      traceDetail: '客户同意到店面谈',
      traceStage: 3,
      memberId: master.userId,
    });
    await takenOver.hangup();
  }, 30_000);
});
