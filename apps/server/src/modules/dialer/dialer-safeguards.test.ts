import { TaskStatus } from '@console/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { businessConfigs, calleeNumbers, suppressedNumbers } from '../../db/schema/index.ts';
import {
  dialerApp,
  dialerWith,
  finish,
  numbersOf,
  runningTask,
  ScriptedCarrier,
  t,
  taskRow,
} from '../../test/dialer.ts';
import { DEMO_BUSINESS_ID } from '../../test/test-app.ts';
import { NumberLists } from '../blacklist/membership.ts';
import * as lists from '../blacklist/repo.ts';
import { resetLines } from '../lines/repo.ts';
import { BREAKER, DEFAULT_BREAKER_COOLDOWN_MS, LINE_TRIPPED_REASON } from './breaker.ts';

dialerApp();

describe('the dialer', () => {
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
});
