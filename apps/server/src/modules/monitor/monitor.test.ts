import {
  DEFAULT_MONITOR_COLOURS,
  ErrorCode,
  type LiveCallRow,
  MONITOR_COLOURS_KEY,
  MONITOR_TEXTS,
  type MonitorEvent,
  TaskStatus,
} from '@console/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { businessConfigs, callSessions, tasks } from '../../db/schema/index.ts';
import {
  call,
  expectRefused,
  LINES,
  liveCalls,
  master,
  member,
  monitorServer,
  other,
  Pushes,
  pushes,
  runningTask,
  SCRIPT,
  server,
  setFunctions,
  talkingCall,
  taskIdOf,
  until,
  unwatch,
  WATCHED_COMPRESSION,
  watch,
  xmppLogin,
} from '../../test/monitor.ts';
import { BUSINESS } from '../../test/telephony.ts';

monitorServer();

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
        // Ended calls are written in batches, a moment after they end.
        expect(found?.calledCount).toBeGreaterThan(0);
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
