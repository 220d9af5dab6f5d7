import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { calleeNumbers } from '../../db/schema/index.ts';
import { callsOf, dialerApp, dialerWith, finish, runningTask, ScriptedCarrier, t } from '../../test/dialer.ts';
import { DEMO_BUSINESS_ID } from '../../test/test-app.ts';
import type { CallOutcome, OutboundAttempt } from './carrier.ts';
import { recordOfOutcome, unanswered } from './carrier.ts';

dialerApp();

/** As the carrier simulator runs by default: a minute's call passes in a second. */
const COMPRESSION = 60;

/** A scripted carrier whose calls take their ring and talk time, compressed, on the test clock. */
class TimedCarrier extends ScriptedCarrier {
  override async call(attempt: OutboundAttempt): Promise<CallOutcome> {
    const outcome = await super.call(attempt);
    t.clock.advance(Math.round((outcome.ringMs + outcome.talkMs) / COMPRESSION));
    return outcome;
  }
}

const LINE = '02160001003';

async function setConcurrency(concurrency: number) {
  await t.database.db
    .update(calleeNumbers)
    .set({ concurrency })
    .where(and(eq(calleeNumbers.businessId, DEMO_BUSINESS_ID), eq(calleeNumbers.cpnCode, LINE)));
}

describe("a task's call times", () => {
  it('are when each call was placed, answered and ended, after the task started, in placement order', async () => {
    await setConcurrency(1);
    const unansweredNumber = '13800138100';
    const answeredNumber = '13800138101';
    const carrier = new TimedCarrier({ [unansweredNumber]: ['1'], [answeredNumber]: ['0'] });
    const dialer = dialerWith(carrier);
    const startedAt = t.clock.now();
    const id = await runningTask('通话时间', { beginAt: startedAt, numbers: [unansweredNumber, answeredNumber] });

    const placed: number[] = [];
    for (let i = 0; i < 2; i++) {
      placed.push(t.clock.now().getTime());
      await dialer.pass();
      await dialer.idle();
      t.clock.advance(10_000);
    }
    const writtenBy = t.clock.now().getTime();

    const calls = (await callsOf(id)).sort((a, b) => a.startAt.getTime() - b.startAt.getTime());
    expect(calls.map((call) => call.callee)).toEqual([unansweredNumber, answeredNumber]);
    expect(calls.map((call) => call.startAt.getTime())).toEqual(placed);
    for (const call of calls) {
      expect(call.startAt.getTime()).toBeGreaterThanOrEqual(startedAt.getTime());
      expect(call.endAt.getTime()).toBeGreaterThan(call.startAt.getTime());
      expect(call.endAt.getTime()).toBeLessThanOrEqual(writtenBy);
    }
    const [, answered] = calls;
    const answerAt = answered.answerAt?.getTime() ?? Number.NaN;
    expect(answerAt).toBeGreaterThan(answered.startAt.getTime());
    expect(answerAt).toBeLessThan(answered.endAt.getTime());
    // The talk time is the call's own, not the compressed time it took.
    expect(answered.durationMs).toBe(30_000);
    expect(calls[0].answerAt).toBeNull();

    await finish(id);
    await setConcurrency(5);
  });
});

describe("an outcome's record", () => {
  const placedAt = new Date('2026-03-02T02:32:37.000Z');
  const endedAt = new Date(placedAt.getTime() + 1_000);
  const answeredOutcome: CallOutcome = { ...unanswered('0', 15_000), talkMs: 45_000 };

  it('begins when placed, is answered after the ringing and ends when the call ended', () => {
    const record = recordOfOutcome(answeredOutcome, { placedAt, endedAt });
    expect(record.startAt).toEqual(placedAt);
    // A quarter of the call rang, so a quarter of the span.
    expect(record.answerAt).toEqual(new Date(placedAt.getTime() + 250));
    expect(record.endAt).toEqual(endedAt);
    expect(record.durationMs).toBe(45_000);
  });

  it('never ends before it began, and an instant call is answered when placed', () => {
    const instant = recordOfOutcome(answeredOutcome, { placedAt, endedAt: placedAt });
    expect([instant.startAt, instant.answerAt, instant.endAt]).toEqual([placedAt, placedAt, placedAt]);
    const skewed = recordOfOutcome(unanswered('1', 8_000), { placedAt, endedAt: new Date(placedAt.getTime() - 5) });
    expect(skewed).toMatchObject({ startAt: placedAt, answerAt: null, endAt: placedAt });
  });
});
