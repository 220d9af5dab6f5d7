import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { speechSkills } from '../../db/schema/index.ts';
import { createTestApp, DEMO_BUSINESS_ID, type TestApp } from '../../test/test-app.ts';
import type { CallOutcome, OutboundAttempt } from './carrier.ts';
import { CarrierSimulator } from './carrier-simulator.ts';
import { ScriptCache } from './script-cache.ts';

let t: TestApp;
let attempt: (number: string) => OutboundAttempt;
beforeAll(async () => {
  t = await createTestApp();
  const [script] = await t.database.db.select().from(speechSkills).where(eq(speechSkills.name, '教育课程邀约'));
  attempt = (number) => ({
    businessId: DEMO_BUSINESS_ID,
    taskId: 1,
    numberId: 1,
    number,
    line: '02160001003',
    speechSkillId: script.id,
    scriptVersion: script.publishedVersion ?? 0,
    attempts: 0,
    variables: {},
  });
});
afterAll(() => t.close());

const numbers = Array.from({ length: 200 }, (_, i) => `1380000${String(i).padStart(4, '0')}`);

async function outcomes(seed: number): Promise<CallOutcome[]> {
  const simulator = new CarrierSimulator({ seed, compression: 0, scripts: new ScriptCache(t.database.db) });
  return Promise.all(numbers.map((number) => simulator.call(attempt(number))));
}

describe('the carrier simulator', () => {
  it('gives the same seed the same calls, and another seed other calls', async () => {
    const first = await outcomes(7);
    expect(await outcomes(7)).toEqual(first);
    expect((await outcomes(8)).map((o) => o.result)).not.toEqual(first.map((o) => o.result));
  });

  it('answers about half the calls, and the answered talk to the script through the engine', async () => {
    const calls = await outcomes(7);
    const answered = calls.filter((call) => call.result === '0' || call.result === '15');
    expect(answered.length).toBeGreaterThan(60);
    expect(answered.length).toBeLessThan(130);
    for (const result of ['1', '2', '3', '4', '5']) expect(calls.some((call) => call.result === result)).toBe(true);
    // Every answered call was graded by the script's rules; only the silent customers took no turn.
    expect(answered.filter((call) => call.talkMs === 0 || call.intention === '')).toEqual([]);
    expect(answered.filter((call) => call.turns > 0).length).toBeGreaterThan(answered.length * 0.7);
    expect(calls.filter((call) => call.result === '1').every((call) => call.talkMs === 0 && call.turns === 0)).toBe(
      true,
    );
    // The personas differ: several grades, and some customers refuse.
    expect(new Set(answered.map((call) => call.intention)).size).toBeGreaterThan(1);
    expect(answered.some((call) => call.refused)).toBe(true);
    // Each answered call keeps what was said: the robot opens, customers who spoke appear as user lines.
    expect(answered.every((call) => call.dialog[0]?.role === 'robot')).toBe(true);
    expect(answered.filter((call) => call.turns > 0).every((call) => call.dialog.some((i) => i.role === 'user'))).toBe(
      true,
    );
    expect(
      calls.filter((call) => call.result !== '0' && call.result !== '15').every((c) => c.dialog.length === 0),
    ).toBe(true);
    // A call lasts at least as long as saying its lines takes (its recording is made from them).
    const characters = (call: CallOutcome) => call.dialog.reduce((sum, item) => sum + item.text.length, 0);
    expect(answered.filter((call) => call.talkMs < characters(call) * 200)).toEqual([]);
  });
});
