import { ErrorCode, receptionDataApi } from '@console/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callSessions } from '../../../db/schema/index.ts';
import { countRows } from '../../../test/fixtures.ts';
import {
  demoScript,
  type InboundCallFixture,
  MINUTE,
  openReception,
  RECEPTION_DIALOG,
  writeInboundCall,
} from '../../../test/inbound-calls.ts';
import { type Caller, demoMaster, otherEnterprise } from '../../../test/knowledge.ts';
import { createTestApp, DEMO_BUSINESS_ID, type TestApp } from '../../../test/test-app.ts';

/** 09:00 in Shanghai on a day no other fixture writes calls on. */
const DAY = Date.parse('2026-02-02T01:00:00.000Z');
const RANGE = { callOutBeginTime: DAY, callOutEndTime: DAY + 12 * 60 * MINUTE };

let t: TestApp;
let master: Caller;
let other: Caller;
let skill: { id: number; name: string };
/** The demo enterprise's inbound calls of the day, by name. */
const ids: Record<string, number> = {};

const write = (call: InboundCallFixture) => writeInboundCall(t, { dayStart: DAY, speechSkillId: skill.id }, call);

beforeAll(async () => {
  t = await createTestApp({ downloads: { start: false } });
  master = await demoMaster(t);
  other = await otherEnterprise(t, '13700000812');
  await openReception(t, [DEMO_BUSINESS_ID, other.businessId]);
  skill = await demoScript(t);
  ids.first = await write({
    caller: '13811110001',
    callee: '4008001001',
    minute: 10,
    durationMs: 65_400,
    intention: 'A级',
    labels: ['价格', '地址'],
    transferred: true,
    dialog: RECEPTION_DIALOG,
  });
  ids.second = await write({ caller: '13922220002', callee: '02160001002', minute: 20, durationMs: 5_000 });
  ids.missed = await write({ caller: '13811110003', callee: '4008001001', minute: 30, intention: 'B级' });
  // Neither an outbound call nor another enterprise's inbound call is a reception record.
  await write({ caller: '02160001002', callee: '13811110001', minute: 40, direction: 1 });
  await write({
    caller: '13811110001',
    callee: '4008002002',
    minute: 50,
    businessId: other.businessId,
    speechSkillId: 0,
  });
});
afterAll(() => t.close());

const report = (body: Record<string, unknown> = {}, as: Caller = master) =>
  t.call(receptionDataApi.queryCallReport, {
    token: as.token,
    businessId: as.businessId,
    body: {
      pageIndex: 1,
      pageSize: 10,
      direction: 0,
      channelCode: 2,
      businessId: as.businessId,
      label: '',
      ...RANGE,
      ...body,
    },
  });

async function uuids(body: Record<string, unknown> = {}, as: Caller = master): Promise<string[]> {
  const answer = await report(body, as);
  expect(answer.body.code, answer.body.message).toBe(0);
  return answer.body.result.rows.map((row) => row.calluuid);
}

const uuid = (name: string) => String(ids[name]);

describe('queryCallReport', () => {
  it("lists the enterprise's inbound calls of the range, newest first, with the page's fields", async () => {
    const answer = await report();
    expect(answer.body.code).toBe(0);
    expect(answer.body.result.totalCount).toBe(3);
    expect(answer.body.result.rows.map((row) => row.calluuid)).toEqual([uuid('missed'), uuid('second'), uuid('first')]);
    const first = answer.body.result.rows[2];
    expect(first).toMatchObject({
      dnis: '4008001001',
      tel_number: '13811110001',
      speech_skill_name: skill.name,
      call_begin_time: '2026-02-02 09:10:00',
      duration_call: 65,
      label_show: '价格,地址,',
      tag_intention: 'A级',
      transfer_mark: 1,
      dialog: RECEPTION_DIALOG,
    });
    expect(first.voice_url).toMatch(new RegExp(`/calls/${ids.first}\\.wav\\?`));
    // Answered without anyone speaking, or not answered: no recording to play.
    expect(answer.body.result.rows[0].voice_url).toBe('');
    expect(answer.body.result.rows[1]).toMatchObject({ voice_url: '', transfer_mark: 0, label_show: '' });
  });

  it('narrows by number, grade, label, script, customer number and time', async () => {
    expect(await uuids({ callee: "'4008001001'" })).toEqual([uuid('missed'), uuid('first')]);
    expect(await uuids({ callee: "'4008001001','02160001002'" })).toHaveLength(3);
    expect(await uuids({ tagIntention: "'A级','C级'" })).toEqual([uuid('first')]);
    expect(await uuids({ label: '地址 其他' })).toEqual([uuid('first')]);
    expect(await uuids({ speechSkillId: skill.id })).toHaveLength(3);
    expect(await uuids({ speechSkillId: skill.id + 100_000 })).toEqual([]);
    expect(await uuids({ telNumber: '1392222' })).toEqual([uuid('second')]);
    expect(await uuids({ callOutBeginTime: DAY + 15 * MINUTE, callOutEndTime: DAY + 20 * MINUTE })).toEqual([
      uuid('second'),
    ]);
  });

  it('sorts by the whitelisted keys, the search index names included, and pages', async () => {
    expect(await uuids({ order: 'connected_duration_sec desc' })).toEqual([
      uuid('first'),
      uuid('second'),
      uuid('missed'),
    ]);
    expect(await uuids({ order: 'duration_call asc' })).toEqual([uuid('missed'), uuid('second'), uuid('first')]);
    expect(await uuids({ order: 'dnis.keyword asc, call_begin_time asc' })).toEqual([
      uuid('second'),
      uuid('first'),
      uuid('missed'),
    ]);
    expect(await uuids({ order: 'tag.keyword desc' })).toEqual([uuid('missed'), uuid('first'), uuid('second')]);
    expect(await uuids({ order: 'transfer_mark desc' })).toEqual([uuid('first'), uuid('missed'), uuid('second')]);
    expect(await uuids({ order: 'label_show.keyword desc' })).toHaveLength(3);
    expect(await uuids({ order: 'speechskillid.keyword asc' })).toHaveLength(3);
    const second = await report({ pageIndex: 2, pageSize: 2 });
    expect(second.body.result.totalCount).toBe(3);
    expect(second.body.result.rows.map((row) => row.calluuid)).toEqual([uuid('first')]);
  });

  it.each([
    ['caller desc'],
    ['call_begin_time; drop table call_sessions'],
    ['dnis sideways'],
    ['dnis asc, tag asc, duration_call asc, calluuid asc'],
  ])('refuses the order %s and writes nothing', async (order) => {
    const before = await countRows(t.database, callSessions);
    expect((await report({ order })).body).toMatchObject({ code: ErrorCode.ParamInvalid, message: '排序格式错误' });
    expect(await countRows(t.database, callSessions)).toBe(before);
  });

  it.each([
    [{ callee: '4008001001' }, '被叫号码格式错误'],
    [{ tagIntention: 'A级' }, '意向程度格式错误'],
    [{ telNumber: '138-abc' }, '手机号码格式错误'],
    [{ speechSkillId: 'abc' }, '话术ID必须为数字'],
    [{ direction: 1 }, '呼叫方向格式错误'],
    [{ callOutBeginTime: DAY, callOutEndTime: DAY - 1 }, '呼入开始时间不能大于结束时间'],
    [{ pageSize: 500 }, '每页条数不能超过100'],
  ])('refuses %o with the field named', async (body, message) => {
    const before = await countRows(t.database, callSessions);
    expect((await report(body)).body).toMatchObject({ code: ErrorCode.ParamInvalid, message });
    expect(await countRows(t.database, callSessions)).toBe(before);
  });

  it("never shows another enterprise's calls, nor answers a body naming another enterprise", async () => {
    expect(await uuids({}, other)).toHaveLength(1);
    expect((await report({ businessId: other.businessId })).body.code).toBe(ErrorCode.BusinessMismatch);
  });
});
