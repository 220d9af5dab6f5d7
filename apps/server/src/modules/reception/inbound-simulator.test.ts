import {
  DEFAULT_REPORT_TIME_ZONE,
  ErrorCode,
  fillRule,
  RULE_TEMPLATE,
  receptionApi,
  receptionDataApi,
  reportApi,
} from '@console/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { acdGroups, calleeNumbers, callSessions, speechSkills } from '../../db/schema/index.ts';
import { localDateTime } from '../../lib/local-time.ts';
import { countRows, setBusinessConfig } from '../../test/fixtures.ts';
import { type Caller, demoMaster, otherEnterprise } from '../../test/knowledge.ts';
import { createTestApp, DEMO_BUSINESS_ID, MASTER_PHONE, type TestApp } from '../../test/test-app.ts';
import { CarrierSimulator } from '../dialer/carrier-simulator.ts';
import type { Handover } from '../dialer/handover.ts';
import { converse, personaAt } from '../dialer/personas.ts';
import { ScriptCache } from '../dialer/script-cache.ts';
import { recordedCall } from '../recordings/repo.ts';
import { InboundSimulator, InboundTraffic, REFUSED_INBOUND } from './inbound-simulator.ts';

let t: TestApp;
let master: Caller;
let other: Caller;
let script: { id: number; name: string; publishedVersion: number | null };

/** Bound to the course script, which transfers to 客服一组. */
const RECEPTION = '4008001001';
/** A reception number of the demo enterprise without a rule. */
const UNBOUND = '02160001002';
const THEIRS = '4008002003';

beforeAll(async () => {
  t = await createTestApp();
  master = await demoMaster(t);
  other = await otherEnterprise(t, '13700000812');
  await setBusinessConfig(t.database, DEMO_BUSINESS_ID, 'menu', { ai: true });
  await t.database.db
    .insert(calleeNumbers)
    .values({ businessId: other.businessId, cpnCode: THEIRS, cpnType: 1, status: 1 });
  [script] = await t.database.db
    .select({ id: speechSkills.id, name: speechSkills.name, publishedVersion: speechSkills.publishedVersion })
    .from(speechSkills)
    .where(eq(speechSkills.name, '教育课程邀约'));
  const rule = fillRule(RULE_TEMPLATE, {
    cpnCode: RECEPTION,
    robotId: String(script.id),
    robotName: script.name,
    businessId: String(DEMO_BUSINESS_ID),
    businessName: '演示企业',
  });
  const saved = await t.call(receptionApi.saveRule, {
    token: master.token,
    body: rule,
    query: { traceId: MASTER_PHONE },
  });
  expect(saved.body.code, saved.body.message).toBe(0);
});
afterAll(() => t.close());

function simulatorWith(seed: number, handover?: Handover) {
  const carrier = new CarrierSimulator({ seed, compression: 0, scripts: new ScriptCache(t.database.db), handover });
  const simulator = new InboundSimulator({
    db: t.database.db,
    clock: t.clock.now,
    timeZone: DEFAULT_REPORT_TIME_ZONE,
    carrier,
  });
  return { carrier, simulator };
}

async function sessionOf(callId: number) {
  const [row] = await t.database.db.select().from(callSessions).where(eq(callSessions.id, callId));
  return row;
}

/** The AI接待 tab's figures for the number today. */
async function receptionFigures(cpnCode: string) {
  const day = localDateTime(t.clock.now(), DEFAULT_REPORT_TIME_ZONE).slice(0, 10).replaceAll('-', '');
  const answer = await t.call(reportApi.indexStatistics, {
    token: master.token,
    businessId: DEMO_BUSINESS_ID,
    body: {
      businessId: DEMO_BUSINESS_ID,
      channelCode: 2,
      direction: 0,
      callee: [cpnCode],
      beginTime: day,
      endTime: day,
    },
  });
  expect(answer.body.code, answer.body.message).toBe(0);
  return answer.body.result.rows[0].summary;
}

/** 接待数据 (/ai/data) of the bound number for callers matching `telNumber`, in its default order. */
async function receptionReport(telNumber: string) {
  const listed = await t.call(receptionDataApi.queryCallReport, {
    token: master.token,
    businessId: DEMO_BUSINESS_ID,
    body: { businessId: DEMO_BUSINESS_ID, channelCode: 2, direction: 0, callee: `'${RECEPTION}'`, telNumber },
  });
  expect(listed.body.code, listed.body.message).toBe(0);
  return listed.body.result.rows;
}

const callers = Array.from({ length: 30 }, (_, i) => `1390000${String(i).padStart(4, '0')}`);

describe('an inbound call to a bound number', () => {
  it("is answered by the number's script, written inbound and counted by the AI接待 report", async () => {
    const before = await receptionFigures(RECEPTION);
    const { carrier, simulator } = simulatorWith(3);
    const caller = '13912340001';
    const summary = await simulator.place({ businessId: DEMO_BUSINESS_ID, cpnCode: RECEPTION, caller });
    expect(summary.answered).toBe(true);
    expect(['0', '15']).toContain(summary.callResult);

    const row = await sessionOf(summary.callId);
    expect(row).toMatchObject({
      businessId: DEMO_BUSINESS_ID,
      direction: 0,
      caller,
      callee: RECEPTION,
      answered: true,
      callResult: summary.callResult,
      speechSkillId: script.id,
      intention: summary.grade,
    });
    // The same script's conversation with the same customer: its opening line first, its rules' grade.
    const compiled = await new ScriptCache(t.database.db).get(
      DEMO_BUSINESS_ID,
      script.id,
      script.publishedVersion ?? 0,
    );
    const expected = converse(compiled, personaAt(carrier.draw(`inbound:${RECEPTION}:${caller}`, 'persona')), {});
    expect(row.dialog[0]).toEqual(expected.dialog[0]);
    expect(row.dialog[0].role).toBe('robot');
    expect(summary.grade).toBe(expected.grade);
    expect(row.labels).toEqual(expected.labels);

    const after = await receptionFigures(RECEPTION);
    expect(after.totalCall).toBe(before.totalCall + 1);
    expect(after.totalAnswer).toBe(before.totalAnswer + 1);
    // Its recording is served from its dialog like an outbound call's.
    expect(await recordedCall(t.database.db, summary.callId)).toMatchObject({ id: summary.callId, callee: RECEPTION });
    // 接待数据 (/ai/data) lists it under the reception number, with its script and recording.
    expect(await receptionReport(caller)).toEqual([
      expect.objectContaining({
        calluuid: String(summary.callId),
        dnis: RECEPTION,
        tel_number: caller,
        speech_skill_name: script.name,
        tag_intention: summary.grade,
        voice_url: expect.stringContaining(`${summary.callId}.wav`),
      }),
    ]);
  });

  it('is the same call for the same seed, and other calls for another seed', async () => {
    const outcomes = async (seed: number) => {
      const { simulator } = simulatorWith(seed);
      const summaries = await Promise.all(
        callers.map((caller) => simulator.place({ businessId: DEMO_BUSINESS_ID, cpnCode: RECEPTION, caller })),
      );
      const rows = await Promise.all(summaries.map((s) => sessionOf(s.callId)));
      return rows.map((row) => ({
        grade: row.intention,
        result: row.callResult,
        dialog: row.dialog,
        ms: row.durationMs,
      }));
    };
    const first = await outcomes(11);
    expect(await outcomes(11)).toEqual(first);
    expect(await outcomes(12)).not.toEqual(first);
  });

  it("rings the transfer node's group desk as a robot transfer, and falls back when nobody takes it", async () => {
    const [group] = await t.database.db.select().from(acdGroups).where(eq(acdGroups.name, '客服一组'));
    const taken = vi.fn<Handover>(async () => 'rung');
    const { simulator } = simulatorWith(5, taken);
    const summaries = await Promise.all(
      callers.map((caller) => simulator.place({ businessId: DEMO_BUSINESS_ID, cpnCode: RECEPTION, caller })),
    );
    const handedOver = summaries.filter((s) => s.transferred);
    expect(handedOver.length).toBeGreaterThan(0);
    expect(handedOver.length).toBe(taken.mock.calls.length);
    const [request] = taken.mock.calls[0];
    expect(request).toMatchObject({ businessId: DEMO_BUSINESS_ID, groupId: group.id, line: RECEPTION });
    expect(callers).toContain(request.customerNumber);
    expect(handedOver.every((s) => s.callResult === '15')).toBe(true);
    expect((await sessionOf(handedOver[0].callId)).transferred).toBe(true);

    const busy = vi.fn<Handover>(async () => 'noIdleAgent');
    const fallback = await Promise.all(
      callers.map((caller) =>
        simulatorWith(5, busy).simulator.place({ businessId: DEMO_BUSINESS_ID, cpnCode: RECEPTION, caller }),
      ),
    );
    expect(busy.mock.calls.length).toBe(handedOver.length);
    expect(fallback.every((s) => s.callResult === '0' && !s.transferred)).toBe(true);
  });
});

describe("an inbound call's times", () => {
  it('are when it was placed, answered and ended, and 接待数据 lists the newest placed first', async () => {
    const { simulator } = simulatorWith(13);
    const placed: { caller: string; at: Date; callId: number }[] = [];
    for (const caller of ['13912349001', '13912349002', '13912349003']) {
      const at = t.clock.now();
      const { callId } = await simulator.place({ businessId: DEMO_BUSINESS_ID, cpnCode: RECEPTION, caller });
      placed.push({ caller, at, callId });
      t.clock.advance(5_000);
    }
    for (const { at, callId } of placed) {
      const row = await sessionOf(callId);
      expect(row.startAt).toEqual(at);
      expect(row.answerAt?.getTime()).toBeGreaterThanOrEqual(at.getTime());
      expect(row.endAt.getTime()).toBeGreaterThanOrEqual(row.answerAt?.getTime() ?? Number.NaN);
      expect(row.endAt.getTime()).toBeLessThanOrEqual(t.clock.now().getTime());
    }
    const listed = await receptionReport('1391234900');
    expect(listed.map((row) => [row.calluuid, row.call_begin_time])).toEqual(
      [...placed].reverse().map(({ callId, at }) => [String(callId), localDateTime(at, DEFAULT_REPORT_TIME_ZONE)]),
    );
  });
});

describe('an inbound call to a number without a script', () => {
  it('is refused and counted unanswered', async () => {
    const before = await receptionFigures(UNBOUND);
    const { simulator } = simulatorWith(1);
    const summary = await simulator.place({ businessId: DEMO_BUSINESS_ID, cpnCode: UNBOUND, caller: '13912340002' });
    expect(summary).toMatchObject({ answered: false, callResult: REFUSED_INBOUND, grade: '', transferred: false });
    expect(await sessionOf(summary.callId)).toMatchObject({
      direction: 0,
      callee: UNBOUND,
      answered: false,
      durationMs: 0,
      dialog: [],
    });
    const after = await receptionFigures(UNBOUND);
    expect(after.totalCall).toBe(before.totalCall + 1);
    expect(after.totalAnswer).toBe(before.totalAnswer);
  });

  it("refuses a call to another enterprise's bound number, and to a number the enterprise lacks", async () => {
    const { simulator } = simulatorWith(1);
    const crossed = await simulator.place({ businessId: other.businessId, cpnCode: RECEPTION, caller: '13912340003' });
    expect(crossed).toMatchObject({ answered: false, callResult: REFUSED_INBOUND });
    expect(await sessionOf(crossed.callId)).toMatchObject({ businessId: other.businessId, speechSkillId: 0 });
    const foreign = await simulator.place({ businessId: DEMO_BUSINESS_ID, cpnCode: THEIRS, caller: '13912340004' });
    expect(foreign).toMatchObject({ answered: false, callResult: REFUSED_INBOUND });
  });
});

describe('inbound traffic', () => {
  it("places the calls on the enterprise's bound numbers and stops", async () => {
    const { carrier, simulator } = simulatorWith(2);
    const traffic = new InboundTraffic(simulator, { db: t.database.db, clock: t.clock.now, carrier, log: t.app.log });
    const before = await receptionFigures(RECEPTION);
    expect(await traffic.start({ businessId: DEMO_BUSINESS_ID, calls: 6 })).toEqual([RECEPTION]);
    await traffic.idle();
    expect((await receptionFigures(RECEPTION)).totalCall).toBe(before.totalCall + 6);
    expect(await traffic.start({ businessId: other.businessId, calls: 6 })).toEqual([]);
    await traffic.stop();
    expect(await traffic.start({ businessId: DEMO_BUSINESS_ID, calls: 6 })).toEqual([]);
  });
});

describe('the dev routes', () => {
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });

  it('places a call and answers its summary', async () => {
    const answer = await post('/dev/reception/call', { businessId: DEMO_BUSINESS_ID, cpnCode: RECEPTION });
    expect(answer.json().code).toBe(0);
    const [summary] = answer.json().result.rows;
    expect(summary).toMatchObject({ answered: true });
    expect(await sessionOf(summary.callId)).toMatchObject({ direction: 0, callee: RECEPTION, caller: '13912345678' });
  });

  it('names the field of bad input and writes nothing', async () => {
    const calls = await countRows(t.database, callSessions);
    for (const [url, payload, message] of [
      ['/dev/reception/call', { businessId: DEMO_BUSINESS_ID }, '接待号码不能为空'],
      ['/dev/reception/call', { businessId: DEMO_BUSINESS_ID, cpnCode: '40-08' }, '接待号码格式错误'],
      ['/dev/reception/call', { businessId: DEMO_BUSINESS_ID, cpnCode: RECEPTION, caller: 'abc' }, '主叫号码格式错误'],
      ['/dev/reception/call', { businessId: 'x', cpnCode: RECEPTION }, '企业ID必须为数字'],
      ['/dev/reception/traffic', { businessId: DEMO_BUSINESS_ID, calls: 0 }, '通话数至少为1'],
      ['/dev/reception/traffic', { businessId: DEMO_BUSINESS_ID, calls: 2, perMinute: 'x' }, '每分钟通话数必须为数字'],
    ] as const) {
      const answer = (await post(url, payload)).json();
      expect([ErrorCode.ParamRequired, ErrorCode.ParamInvalid], JSON.stringify(payload)).toContain(answer.code);
      expect(answer.message).toContain(message);
    }
    expect((await post('/dev/reception/call', { businessId: 99999, cpnCode: RECEPTION })).json()).toMatchObject({
      code: ErrorCode.NotFound,
      message: '企业不存在',
    });
    expect((await post('/dev/reception/traffic', { businessId: other.businessId, calls: 2 })).json()).toMatchObject({
      code: ErrorCode.NotFound,
    });
    expect(await countRows(t.database, callSessions)).toBe(calls);
  });

  it('starts a stream and answers at once', async () => {
    const answer = await post('/dev/reception/traffic', { businessId: DEMO_BUSINESS_ID, calls: 2, perMinute: 600 });
    expect(answer.json()).toMatchObject({ code: 0, result: { rows: [{ calls: 2, numbers: [RECEPTION] }] } });
  });
});
