import {
  ErrorCode,
  INFO_EVENTS,
  type InfoBody,
  MONITOR_TEXTS,
  type MonitorEvent,
  RECEPTION_MONITOR_ID,
} from '@console/contracts';
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { callSessions, customers, customerTraces } from '../../db/schema/index.ts';
import { withBusinessConfig } from '../../test/fixtures.ts';
import {
  call,
  expectRefused,
  liveCalls,
  master,
  member,
  monitorServer,
  other,
  phone,
  pushes,
  runningTask,
  server,
  setFunctions,
  talkingCall,
  until,
  unwatch,
  watch,
} from '../../test/monitor.ts';
import { answerWithMedia, BUSINESS, DN } from '../../test/telephony.ts';
import type { SipRequest } from '../telephony/sip-message.ts';

monitorServer();

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`not settled within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
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
    try {
      // Without AI接待 (menu.ai, off for these tests) the inbound calls are nobody's to supervise.
      for (const name of ['monitorDialog', 'takeControl'] as const) {
        expectRefused(await call(name, master, { callId }), ErrorCode.NotFound, MONITOR_TEXTS.callEnded);
      }
      await withBusinessConfig(server.database, BUSINESS, 'menu', { ai: true }, async () => {
        expectRefused(
          await call('takeControl', master, { callId }),
          ErrorCode.ParamInvalid,
          MONITOR_TEXTS.transferring,
        );
      });
      expect(phone.messages.some((m) => m.kind === 'request' && m.method === 'INVITE')).toBe(false);
    } finally {
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
