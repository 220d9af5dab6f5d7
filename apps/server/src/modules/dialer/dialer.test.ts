import { TaskStatus } from '@console/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  businessConfigs,
  calleeNumbers,
  callSessions,
  customers,
  customerTraces,
  suppressedNumbers,
  taskNumbers,
  tasks,
  users,
} from '../../db/schema/index.ts';
import { type AppEvents, createEventBus } from '../../lib/events.ts';
import { insertTask } from '../../test/tasks.ts';
import { createTestApp, DEMO_BUSINESS_ID, type TestApp } from '../../test/test-app.ts';
import { NumberLists } from '../blacklist/membership.ts';
import * as lists from '../blacklist/repo.ts';
import { resetLines } from '../lines/repo.ts';
import { PermissionService } from '../permissions/service.ts';
import { SimulatorWeixinNotifier } from '../user/weixin-notifier.ts';
import { BREAKER, DEFAULT_BREAKER_COOLDOWN_MS, LINE_TRIPPED_REASON } from './breaker.ts';
import type { CallOutcome, CallResultCode, Carrier, OutboundAttempt } from './carrier.ts';
import { Dialer } from './dialer.ts';
import { IntentionPusher } from './intention-push.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * A carrier whose calls end when the test says: each call waits until released, with the outcome
 * the test chose for its number (no answer unless told).
 */
class ScriptedCarrier implements Carrier {
  readonly placed: OutboundAttempt[] = [];
  private readonly waiting: (() => void)[] = [];
  holding = false;
  /** Numbers whose customer says 别再打了. */
  readonly refusing = new Set<string>();
  constructor(readonly outcomes: Record<string, CallResultCode[]> = {}) {}

  call(attempt: OutboundAttempt): Promise<CallOutcome> {
    this.placed.push(attempt);
    const result = this.outcomes[attempt.number]?.[attempt.attempts] ?? '1';
    const outcome: CallOutcome = {
      result,
      ringMs: 5000,
      talkMs: result === '0' ? 30_000 : 0,
      turns: result === '0' ? 4 : 0,
      intention: result === '0' ? 'A' : '',
      labels: [],
      smsSent: false,
      refused: this.refusing.has(attempt.number),
      dialog:
        result === '0'
          ? [
              { role: 'robot', nodeName: '开场白', text: '您好', nodeStartTime: 0 },
              { role: 'user', text: '你好', hits: [{ hit: '肯定' }], userSpeakingTime: 2000 },
            ]
          : [],
    };
    if (!this.holding) return Promise.resolve(outcome);
    return new Promise((resolve) => this.waiting.push(() => resolve(outcome)));
  }

  /** Ends the calls in progress. */
  release(): void {
    for (const end of this.waiting.splice(0)) end();
  }
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A dialer on the test clock with its own carrier; the test runs its passes. */
function dialerWith(carrier: Carrier) {
  return new Dialer({ ...dialerBase(), carrier });
}

/** What every dialer of these tests stands on: the test's database, clock and log. */
function dialerBase() {
  const { db } = t.database;
  return {
    db,
    clock: t.clock.now,
    timeZone: 'Asia/Shanghai',
    log: t.app.log,
    numberLists: new NumberLists({ db, clock: t.clock.now }),
    permissions: new PermissionService(db),
  };
}

/** The test clock stands at 10:00 in Shanghai, inside the default morning window. */
async function runningTask(name: string, options: Partial<Parameters<typeof insertTask>[1]> = {}) {
  const now = t.clock.now().getTime();
  const id = await insertTask(t.database, {
    businessId: DEMO_BUSINESS_ID,
    userId: null,
    name,
    script: '教育课程邀约',
    telNums: ['02160001003'],
    beginAt: new Date(now - MINUTE),
    endAt: new Date(now + 48 * HOUR),
    ...options,
  });
  return id;
}

async function taskRow(id: number) {
  const [row] = await t.database.db.select().from(tasks).where(eq(tasks.id, id));
  return row;
}

async function numbersOf(id: number) {
  return t.database.db.select().from(taskNumbers).where(eq(taskNumbers.taskId, id)).orderBy(taskNumbers.id);
}

async function callsOf(id: number) {
  return t.database.db
    .select()
    .from(callSessions)
    .where(eq(callSessions.taskId, String(id)));
}

async function setRecall(id: number, recallMaxCount: number, recallWaitSeconds: number) {
  await t.database.db.update(tasks).set({ recallMaxCount, recallWaitSeconds }).where(eq(tasks.id, id));
}

/** Tasks of other tests would share the line's concurrency: each test ends its own. */
async function finish(id: number) {
  await t.database.db.update(tasks).set({ deleted: true }).where(eq(tasks.id, id));
}

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

  it('never dials a number put on the blacklist after the upload', async () => {
    const carrier = new ScriptedCarrier();
    const dialer = dialerWith(carrier);
    const id = await runningTask('黑名单', { numbers: ['13800138030', '13800138031'] });
    await lists.insertNew(t.database.db, lists.LISTS.blacklist, [
      {
        businessId: DEMO_BUSINESS_ID,
        number: '13800138031',
        reason: '投诉',
        source: 'manual',
        createdBy: '',
        createdAt: t.clock.now(),
      },
    ]);
    await dialer.pass();
    await dialer.idle();
    expect(carrier.placed.map((call) => call.number)).toEqual(['13800138030']);
    expect((await numbersOf(id))[1]).toMatchObject({ state: 2, attempts: 0, lastResult: 'skipped' });
    await finish(id);
  });

  it('pauses a task at its end time, and records a call once when a lease ran out', async () => {
    const slow = new ScriptedCarrier({ '13800138040': ['0'] });
    slow.holding = true;
    const first = dialerWith(slow);
    const id = await runningTask('租约', { numbers: ['13800138040'], endAt: new Date(t.clock.now().getTime() + HOUR) });
    await first.pass();
    expect(slow.placed).toHaveLength(1);

    // The first server is stuck past the lease; a second one claims the number and finishes it.
    t.clock.advance(11 * MINUTE);
    const quick = new ScriptedCarrier({ '13800138040': ['0'] });
    const second = dialerWith(quick);
    await second.pass();
    await second.idle();
    slow.release();
    await first.idle();
    expect(quick.placed).toHaveLength(1);
    expect(await callsOf(id)).toHaveLength(1);
    expect((await numbersOf(id))[0]).toMatchObject({ state: 2, attempts: 1 });

    const late = await runningTask('超时', {
      numbers: ['13800138041'],
      endAt: new Date(t.clock.now().getTime() - MINUTE),
    });
    await second.pass();
    expect(await taskRow(late)).toMatchObject({ status: TaskStatus.expired, reason: '号码到期或超过结束时间' });
    expect(quick.placed).toHaveLength(1);
    t.clock.advance(-11 * MINUTE);
    await finish(late);
  });

  it("caps a number's calls per day across the enterprise's tasks, deferring it to the next day", async () => {
    await t.database.db
      .insert(businessConfigs)
      .values({ businessId: DEMO_BUSINESS_ID, key: 'dialer', value: '{"dailyCap":1}', updatedAt: t.clock.now() })
      .onConflictDoUpdate({
        target: [businessConfigs.businessId, businessConfigs.key],
        set: { value: '{"dailyCap":1}' },
      });
    const carrier = new ScriptedCarrier();
    const dialer = dialerWith(carrier);
    const first = await runningTask('上限一', { numbers: ['13800138050'] });
    await dialer.pass();
    await dialer.idle();
    await finish(first);
    const second = await runningTask('上限二', { numbers: ['13800138050'] });
    await dialer.pass();
    await dialer.idle();
    expect(carrier.placed.map((call) => call.taskId)).toEqual([first]);
    const [waiting] = await numbersOf(second);
    expect(waiting).toMatchObject({ state: 0, attempts: 0 });
    // The next midnight in Shanghai: 2026-03-03 00:00 +08:00.
    expect(waiting.nextAttemptAt?.toISOString()).toBe('2026-03-02T16:00:00.000Z');
    await finish(second);
    await t.database.db.delete(businessConfigs).where(eq(businessConfigs.key, 'dialer'));
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

  it('puts a number whose customer refuses on the suppression list, with the task as evidence', async () => {
    const carrier = new ScriptedCarrier({ '13800138070': ['0'] });
    carrier.refusing.add('13800138070');
    const dialer = dialerWith(carrier);
    const id = await runningTask('拒接', { numbers: ['13800138070'] });
    await dialer.pass();
    await dialer.idle();
    const lists = new NumberLists({ db: t.database.db, clock: t.clock.now });
    expect(await lists.isSuppressed(DEMO_BUSINESS_ID, ['13800138070'])).toEqual(new Set(['13800138070']));
    const [row] = await t.database.db
      .select()
      .from(suppressedNumbers)
      .where(eq(suppressedNumbers.number, '13800138070'));
    expect(row).toMatchObject({ source: 'refusal', taskId: String(id), reason: '客户拒绝：别再打了' });
    await finish(id);
  });

  it('rests a line whose calls mostly fail, pauses its task with the reason, and resumes after the cool-down', async () => {
    const numbers = Array.from({ length: 30 }, (_, i) => `1360000${String(i).padStart(4, '0')}`);
    // Every call fails on the network (无法接通).
    const carrier = new ScriptedCarrier(Object.fromEntries(numbers.map((n) => [n, ['7', '7']])));
    const dialer = dialerWith(carrier);
    const id = await runningTask('线路熔断', { numbers });
    for (let pass = 0; pass < 6 && carrier.placed.length < BREAKER.minAttempts; pass++) {
      await dialer.pass();
      await dialer.idle();
    }
    const [line] = await t.database.db
      .select()
      .from(calleeNumbers)
      .where(and(eq(calleeNumbers.businessId, DEMO_BUSINESS_ID), eq(calleeNumbers.cpnCode, '02160001003')));
    expect(line.trippedUntil?.getTime()).toBe(t.clock.now().getTime() + DEFAULT_BREAKER_COOLDOWN_MS);
    const placed = carrier.placed.length;
    expect(placed).toBe(BREAKER.minAttempts);

    await dialer.pass();
    await dialer.idle();
    expect(await taskRow(id)).toMatchObject({ status: TaskStatus.expired, reason: LINE_TRIPPED_REASON });
    expect(carrier.placed).toHaveLength(placed);

    // After the cool-down the line calls again and the task runs.
    t.clock.advance(DEFAULT_BREAKER_COOLDOWN_MS);
    await dialer.pass();
    await dialer.idle();
    expect(carrier.placed.length).toBeGreaterThan(placed);
    expect((await taskRow(id)).status).toBe(TaskStatus.running);
    await resetLines(t.database.db, DEMO_BUSINESS_ID, ['02160001003']);
    await finish(id);
    t.clock.advance(-DEFAULT_BREAKER_COOLDOWN_MS);
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
