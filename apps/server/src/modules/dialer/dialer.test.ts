import { TASK_RECOVERING_REASON, TaskStatus } from '@console/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { calleeNumbers, customers, customerTraces, tasks, users } from '../../db/schema/index.ts';
import { type AppEvents, createEventBus } from '../../lib/events.ts';
import {
  callsOf,
  dialerApp,
  dialerBase,
  dialerWith,
  finish,
  HOUR,
  MINUTE,
  numbersOf,
  runningTask,
  ScriptedCarrier,
  setRecall,
  t,
  taskRow,
} from '../../test/dialer.ts';
import { DEMO_BUSINESS_ID } from '../../test/test-app.ts';
import { SimulatorWeixinNotifier } from '../user/weixin-notifier.ts';
import { DEFAULT_HEARTBEAT_MS, DEFAULT_LEASE_MS, Dialer } from './dialer.ts';
import { IntentionPusher } from './intention-push.ts';

dialerApp();

describe('the dialer', () => {
  it('waits for the begin time, calls inside the windows and pauses outside them', async () => {
    const carrier = new ScriptedCarrier({ '13800138000': ['0'], '13800138001': ['0'] });
    const dialer = dialerWith(carrier);
    const id = await runningTask('按时段外呼', { beginAt: new Date(t.clock.now().getTime() + 30 * MINUTE) });
    await dialer.pass();
    expect(await taskRow(id)).toMatchObject({ status: TaskStatus.published });
    expect(carrier.placed).toEqual([]);

    // 12:30: after the begin time, between the two windows.
    t.clock.advance(150 * MINUTE);
    await dialer.pass();
    expect(await taskRow(id)).toMatchObject({ status: TaskStatus.outsideHours, reason: '不在外呼时间段自动暂停' });
    expect(carrier.placed).toEqual([]);

    // 13:30: the afternoon window opens.
    t.clock.advance(60 * MINUTE);
    await dialer.pass();
    await dialer.idle();
    expect(carrier.placed.map((call) => call.number)).toEqual(['13800138000', '13800138001']);
    expect((await taskRow(id)).status).toBe(TaskStatus.running);
    await dialer.pass();
    const done = await taskRow(id);
    expect(done.status).toBe(TaskStatus.finished);
    expect(done.finishedAt).not.toBeNull();
    const calls = await callsOf(id);
    expect(calls).toHaveLength(2);
    expect(calls[0]).toMatchObject({ direction: 1, line: '02160001003', answered: true, intention: 'A' });
    t.clock.advance(-210 * MINUTE);
  });

  it('writes each call with its number, index, outcome and dialog, and the customer with an AI trace', async () => {
    const carrier = new ScriptedCarrier({ '13900139000': ['1', '0'], '13900139001': ['4'] });
    const dialer = dialerWith(carrier);
    const id = await runningTask('通话详情', { numbers: ['13900139000', '13900139001'] });
    await setRecall(id, 1, 60);
    await dialer.pass();
    await dialer.idle();
    t.clock.advance(2 * MINUTE);
    await dialer.pass();
    await dialer.idle();
    const [first] = await numbersOf(id);
    const calls = (await callsOf(id)).sort((a, b) => a.callee.localeCompare(b.callee) || a.callIndex - b.callIndex);
    expect(calls.map((c) => [c.callee, c.callIndex, c.callResult, c.ringMs])).toEqual([
      ['13900139000', 1, '1', 5000],
      ['13900139000', 2, '0', 5000],
      ['13900139001', 1, '4', 5000],
    ]);
    expect(calls[1].taskNumberId).toBe(first.id);
    expect(calls[1].dialog).toEqual([
      { role: 'robot', nodeName: '开场白', text: '您好', nodeStartTime: 0 },
      { role: 'user', text: '你好', hits: [{ hit: '肯定' }], userSpeakingTime: 2000 },
    ]);
    expect(calls[0].dialog).toEqual([]);
    // Only the answered number becomes a customer, with one AI trace pointing at its call.
    const found = await t.database.db.select().from(customers).where(eq(customers.businessId, DEMO_BUSINESS_ID));
    const mine = found.filter((c) => c.telNumber === '13900139000' || c.telNumber === '13900139001');
    expect(mine.map((c) => c.telNumber)).toEqual(['13900139000']);
    const traces = await t.database.db.select().from(customerTraces).where(eq(customerTraces.taskId, id));
    expect(traces).toHaveLength(1);
    expect(traces[0]).toMatchObject({
      customerId: mine[0].id,
      traceType: 'ai',
      traceStage: 1,
      callResult: '0',
      tagAiIntention: 'A',
      callSessionId: calls[1].id,
      callDurationSeconds: 30,
    });
    await finish(id);
  });

  it("keeps to the line's concurrency, across passes", async () => {
    await t.database.db
      .update(calleeNumbers)
      .set({ concurrency: 2 })
      .where(and(eq(calleeNumbers.businessId, DEMO_BUSINESS_ID), eq(calleeNumbers.cpnCode, '02160001003')));
    const carrier = new ScriptedCarrier();
    carrier.holding = true;
    const dialer = dialerWith(carrier);
    const id = await runningTask('并发', { numbers: ['13800138010', '13800138011', '13800138012', '13800138013'] });
    await dialer.pass();
    await dialer.pass();
    expect(carrier.placed).toHaveLength(2);
    expect((await numbersOf(id)).filter((n) => n.state === 1)).toHaveLength(2);
    carrier.release();
    await dialer.idle();
    await dialer.pass();
    expect(carrier.placed).toHaveLength(4);
    carrier.release();
    await dialer.idle();
    await finish(id);
    await t.database.db.update(calleeNumbers).set({ concurrency: 5 }).where(eq(calleeNumbers.cpnCode, '02160001003'));
  });

  it('calls unanswered numbers again after the interval, for the rounds the task allows', async () => {
    const carrier = new ScriptedCarrier({ '13800138020': ['1', '0'], '13800138021': ['4'] });
    const dialer = dialerWith(carrier);
    const id = await runningTask('重复外呼', { numbers: ['13800138020', '13800138021', '13800138022'] });
    await setRecall(id, 1, 1800);
    await dialer.pass();
    await dialer.idle();
    await dialer.pass();
    // 13800138021 is vacant (4): never again. The other two wait for the second round.
    expect(await taskRow(id)).toMatchObject({ status: TaskStatus.waitingRedial, reason: '等待重复外呼自动暂停' });
    expect((await numbersOf(id)).map((n) => [n.state, n.attempts])).toEqual([
      [0, 1],
      [2, 1],
      [0, 1],
    ]);

    t.clock.advance(30 * MINUTE);
    await dialer.pass();
    await dialer.idle();
    expect((await taskRow(id)).recallCount).toBe(1);
    await dialer.pass();
    expect((await taskRow(id)).status).toBe(TaskStatus.finished);
    expect((await numbersOf(id)).map((n) => [n.attempts, n.answered])).toEqual([
      [2, true],
      [1, false],
      [2, false],
    ]);
    expect(await callsOf(id)).toHaveLength(5);
    t.clock.advance(-30 * MINUTE);
  });

  it('pauses a task at its end time, and writes a call whose lease ran out unrenewed as interrupted', async () => {
    const slow = new ScriptedCarrier({ '13800138040': ['0'] });
    slow.holding = true;
    const first = dialerWith(slow, 'server-a');
    const id = await runningTask('租约', { numbers: ['13800138040'], endAt: new Date(t.clock.now().getTime() + HOUR) });
    await first.pass();
    expect(slow.placed).toHaveLength(1);

    // The first server stops beating; once the lease has run out a second one writes the call.
    t.clock.advance(DEFAULT_LEASE_MS);
    const quick = new ScriptedCarrier({ '13800138040': ['0'] });
    const second = dialerWith(quick, 'server-b');
    await second.pass();
    await second.idle();
    slow.release();
    await first.idle();
    // No redial by this task's rules: the interrupted attempt is the number's only one.
    expect(quick.placed).toHaveLength(0);
    const calls = await callsOf(id);
    expect(calls.map((call) => [call.callResult, call.answered, call.callIndex])).toEqual([['8', false, 1]]);
    expect((await numbersOf(id))[0]).toMatchObject({ state: 2, attempts: 1, lastResult: '8', leaseOwner: null });

    const late = await runningTask('超时', {
      numbers: ['13800138041'],
      endAt: new Date(t.clock.now().getTime() - MINUTE),
    });
    await second.pass();
    expect(await taskRow(late)).toMatchObject({ status: TaskStatus.expired, reason: '号码到期或超过结束时间' });
    expect(quick.placed).toHaveLength(0);
    t.clock.advance(-DEFAULT_LEASE_MS);
    await finish(late);
  });

  it('lets two dialers on one database share a task without calling a number twice', async () => {
    const numbers = Array.from({ length: 5 }, (_, i) => `1380013806${i}`);
    const id = await runningTask('两台服务器', { numbers });
    const one = new ScriptedCarrier();
    const two = new ScriptedCarrier();
    one.holding = true;
    two.holding = true;
    const [a, b] = [dialerWith(one), dialerWith(two)];
    await Promise.all([a.pass(), b.pass(), a.pass(), b.pass()]);
    const placed = [...one.placed, ...two.placed].map((call) => call.number);
    expect(placed.sort()).toEqual(numbers);
    one.release();
    two.release();
    await Promise.all([a.idle(), b.idle()]);
    expect(await callsOf(id)).toHaveLength(5);
    await finish(id);
  });

  it("tells the task's owner about calls with a grade the task pushes, on WeChat only when bound", async () => {
    const events = createEventBus();
    const pushed: AppEvents['intentionPushed'][] = [];
    events.on('intentionPushed', (event) => pushed.push(event));
    const weixin = new SimulatorWeixinNotifier(t.app.log);
    const intentions = new IntentionPusher({ db: t.database.db, events, weixin, log: t.app.log });
    const carrier = new ScriptedCarrier({ '13500135000': ['0'], '13500135001': ['1'] });
    const dialer = new Dialer({ ...dialerBase(), carrier, intentions });
    const [master] = await t.database.db
      .select()
      .from(users)
      .where(and(eq(users.businessId, DEMO_BUSINESS_ID), eq(users.master, true)));
    await t.database.db.update(users).set({ bindStatus: 1 }).where(eq(users.id, master.id));
    const pushing = await runningTask('意向推送', { numbers: ['13500135000', '13500135001'] });
    await t.database.db
      .update(tasks)
      .set({ pushIntention: ['A', 'B'] })
      .where(eq(tasks.id, pushing));
    const quiet = await runningTask('不推送', { numbers: ['13500135002'] });
    await t.database.db
      .update(tasks)
      .set({ pushIntention: ['B'] })
      .where(eq(tasks.id, quiet));
    carrier.outcomes['13500135002'] = ['0'];
    await dialer.pass();
    await dialer.idle();

    // Only the answered call graded A of the task that pushes A; the master owns the task (no user).
    const [call] = (await callsOf(pushing)).filter((c) => c.answered);
    expect(pushed).toEqual([
      {
        businessId: DEMO_BUSINESS_ID,
        userId: master.id,
        taskId: pushing,
        taskName: '意向推送',
        speechSkillId: call.speechSkillId,
        telNumber: '13500135000',
        grade: 'A',
        callId: call.id,
        at: call.endAt.toISOString(),
      },
    ]);
    expect(weixin.sentTo(master.id)).toMatchObject([
      { title: '意向客户通知', lines: ['任务：意向推送', '客户号码：135****5000', '意向等级：A'] },
    ]);

    // Unbound: the console is told, WeChat is not.
    await t.database.db.update(users).set({ bindStatus: 0 }).where(eq(users.id, master.id));
    const again = await runningTask('未绑定微信', { numbers: ['13500135003'] });
    await t.database.db
      .update(tasks)
      .set({ pushIntention: ['A'] })
      .where(eq(tasks.id, again));
    carrier.outcomes['13500135003'] = ['0'];
    await dialer.pass();
    await dialer.idle();
    expect(pushed.map((p) => p.telNumber)).toEqual(['13500135000', '13500135003']);
    expect(weixin.sentTo(master.id)).toHaveLength(1);
    for (const id of [pushing, quiet, again]) await finish(id);
  });
});

describe('a server that died mid-call', () => {
  it('keeps its calls while it beats, and the task says it recovers once the beats stop', async () => {
    const slow = new ScriptedCarrier({ '13800138050': ['0'] });
    slow.holding = true;
    const first = dialerWith(slow, 'server-a');
    const other = dialerWith(new ScriptedCarrier(), 'server-b');
    const id = await runningTask('心跳', { numbers: ['13800138050'] });
    await first.pass();
    for (let beat = 0; beat < 12; beat++) {
      t.clock.advance(DEFAULT_HEARTBEAT_MS);
      await first.beat();
    }
    await other.pass();
    expect(await callsOf(id)).toHaveLength(0);
    expect(await taskRow(id)).toMatchObject({ status: TaskStatus.running, reason: '' });

    // Silent for four beats: not yet taken over, but the card says why nothing moves.
    t.clock.advance(4 * DEFAULT_HEARTBEAT_MS);
    await other.pass();
    expect(await taskRow(id)).toMatchObject({ status: TaskStatus.running, reason: TASK_RECOVERING_REASON });
    expect(await callsOf(id)).toHaveLength(0);

    slow.release();
    await first.idle();
    expect((await callsOf(id)).map((call) => call.callResult)).toEqual(['0']);
    await other.pass();
    expect(await taskRow(id)).toMatchObject({ status: TaskStatus.finished });
  });

  it('restarted, takes its own calls back at once with what they said, and redials them by the rules', async () => {
    const cut = new ScriptedCarrier({ '13800138060': ['0'], '13800138061': ['1'] });
    cut.holding = true;
    const before = dialerWith(cut, 'server-a');
    const id = await runningTask('重启', { numbers: ['13800138060', '13800138061'] });
    await setRecall(id, 1, 60);
    await before.pass();
    expect(cut.placed).toHaveLength(2);
    await before.beat();

    // The process is killed (its calls never end) and starts again under the same name.
    const again = new ScriptedCarrier({ '13800138060': ['0', '0'], '13800138061': ['1', '0'] });
    const after = dialerWith(again, 'server-a');
    await after.pass();
    const interrupted = await callsOf(id);
    expect(interrupted.map((call) => [call.callee, call.callResult, call.callIndex]).sort()).toEqual([
      ['13800138060', '8', 1],
      ['13800138061', '8', 1],
    ]);
    const talked = interrupted.find((call) => call.callee === '13800138060');
    expect(talked?.dialog.map((item) => item.text)).toEqual(['您好', '你好']);
    expect(talked?.turns).toBe(1);
    expect(again.placed).toHaveLength(0);

    // The task's redial interval later, both are called again, and each attempt is recorded once.
    t.clock.advance(61_000);
    await after.pass();
    await after.idle();
    expect(again.placed.map((attempt) => attempt.attempts)).toEqual([1, 1]);
    cut.release();
    await before.idle();
    const calls = await callsOf(id);
    expect(calls.map((call) => `${call.callee}:${call.callIndex}:${call.callResult}`).sort()).toEqual([
      '13800138060:1:8',
      '13800138060:2:0',
      '13800138061:1:8',
      '13800138061:2:0',
    ]);
    await finish(id);
  });
});
