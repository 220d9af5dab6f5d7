import { type DialogItem, DOWNLOAD_SYS_TYPE, downloadApi, ErrorCode, receptionDataApi } from '@console/contracts';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessConfigs, callSessions, downloadTasks, speechSkills } from '../../db/schema.ts';
import { countRows } from '../../test/fixtures.ts';
import { type Caller, demoMaster, otherEnterprise } from '../../test/knowledge.ts';
import { createTestApp, DEMO_BUSINESS_ID, type TestApp } from '../../test/test-app.ts';
import { recordCall } from '../calls/record.ts';

/** 09:00 in Shanghai on a day no other fixture writes calls on. */
const DAY = Date.parse('2026-02-02T01:00:00.000Z');
const MINUTE = 60_000;
const RANGE = { callOutBeginTime: DAY, callOutEndTime: DAY + 12 * 60 * MINUTE };

const DIALOG: DialogItem[] = [
  { role: 'robot', nodeName: '开场白', text: '您好，这里是接待', nodeStartTime: 0 },
  { role: 'user', text: '我想咨询', hits: [], userSpeakingTime: 3000 },
];

let t: TestApp;
let master: Caller;
let other: Caller;
let skill: { id: number; name: string };
/** The demo enterprise's inbound calls of the day, by name. */
const ids: Record<string, number> = {};

interface InboundCall {
  caller: string;
  callee: string;
  minute: number;
  durationMs?: number;
  intention?: string;
  labels?: string[];
  transferred?: boolean;
  dialog?: DialogItem[];
  businessId?: number;
  direction?: 0 | 1;
  speechSkillId?: number;
}

function write(call: InboundCall): Promise<number> {
  const startAt = new Date(DAY + call.minute * MINUTE);
  const durationMs = call.durationMs ?? 0;
  return t.database.db.transaction((tx) =>
    recordCall(tx, {
      businessId: call.businessId ?? DEMO_BUSINESS_ID,
      direction: call.direction ?? 0,
      speechSkillId: call.speechSkillId ?? skill.id,
      caller: call.caller,
      callee: call.callee,
      startAt,
      answerAt: durationMs > 0 ? startAt : null,
      endAt: new Date(startAt.getTime() + durationMs),
      durationMs,
      answered: durationMs > 0,
      turns: 1,
      intention: call.intention ?? '',
      labels: call.labels ?? [],
      transferred: call.transferred ?? false,
      dialog: call.dialog ?? [],
    }),
  );
}

beforeAll(async () => {
  // The download worker stays stopped: only what 导出报表 adds is under test.
  t = await createTestApp({ downloads: { start: false } });
  master = await demoMaster(t);
  other = await otherEnterprise(t, '13700000812');
  for (const businessId of [DEMO_BUSINESS_ID, other.businessId]) {
    await t.database.db
      .insert(businessConfigs)
      .values({ businessId, key: 'menu', value: JSON.stringify({ ai: true }), updatedAt: t.clock.now() });
  }
  [skill] = await t.database.db
    .select({ id: speechSkills.id, name: speechSkills.name })
    .from(speechSkills)
    .where(eq(speechSkills.businessId, DEMO_BUSINESS_ID))
    .orderBy(asc(speechSkills.id))
    .limit(1);
  ids.first = await write({
    caller: '13811110001',
    callee: '4008001001',
    minute: 10,
    durationMs: 65_400,
    intention: 'A级',
    labels: ['价格', '地址'],
    transferred: true,
    dialog: DIALOG,
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
      dialog: DIALOG,
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

describe('导出报表 (download type 10)', () => {
  it("takes the page's query beside the report's range, as the inbound report of those days", async () => {
    const answer = await t.call(downloadApi.addDownloadTask, {
      token: master.token,
      businessId: master.businessId,
      body: {
        businessId: master.businessId,
        sysType: DOWNLOAD_SYS_TYPE,
        downloadType: 10,
        channelCode: 2,
        query: {
          direction: 0,
          channelCode: 2,
          tagIntention: "'A级'",
          label: '',
          telNumber: '',
          ...RANGE,
          businessId: master.businessId,
          callee: ['4008001001'],
          speechSkillId: [skill.id],
          beginTime: '20260202',
          endTime: '20260202',
          beginTimeStamp: RANGE.callOutBeginTime,
          endTimeStamp: RANGE.callOutEndTime,
        },
      },
    });
    expect(answer.body.code, answer.body.message).toBe(0);
    expect(answer.body.result.rows[0].fileName).toBe('数据统计-AI接待-20260202-20260202.xlsx');
    const [task] = await t.database.db
      .select()
      .from(downloadTasks)
      .where(eq(downloadTasks.id, answer.body.result.rows[0].id));
    expect(task.query).toMatchObject({ direction: 0, callee: ['4008001001'], speechSkillId: [skill.id] });
  });
});
