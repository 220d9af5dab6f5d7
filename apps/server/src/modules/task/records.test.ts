import { type Endpoint, ErrorCode, type LoginResult, taskApi } from '@console/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callSessions, taskNumbers, tasks } from '../../db/schema/index.ts';
import { countRows, createMember } from '../../test/fixtures.ts';
import { FIRST_CALL_AT, RECORDED_DIALOG, recordedTask, recordTaskCall } from '../../test/task-records.ts';
import { insertTask } from '../../test/tasks.ts';
import { createTestApp, DEMO_BUSINESS_ID, MASTER_PHONE, MEMBER_PHONE, type TestApp } from '../../test/test-app.ts';

const HOUR = 3_600_000;
const T0 = FIRST_CALL_AT;

let t: TestApp;
let master: LoginResult;
let member: LoginResult;
let taskId: number;
/** The calls of the task, oldest first. */
let calls: Awaited<ReturnType<typeof recordedTask>>['calls'];

beforeAll(async () => {
  t = await createTestApp();
  master = await t.login(MASTER_PHONE);
  member = await t.login(MEMBER_PHONE);
  ({ taskId, calls } = await recordedTask(t.database, { userId: master.member.id, name: '记录任务' }));
});
afterAll(() => t.close());

function as<E extends Endpoint>(who: LoginResult, endpoint: E, body: unknown = {}) {
  return t.call(endpoint, { token: who.token.access_token, businessId: who.business.id, body });
}

const records = (body: Record<string, unknown> = {}, who = master) =>
  as(who, taskApi.queryTaskDataReport, {
    taskId,
    channelCode: 2,
    businessId: who.business.id,
    pageIndex: 1,
    pageSize: 10,
    ...body,
  });

async function idsOf(body: Record<string, unknown>) {
  const answer = (await records(body)).body;
  expect(answer.code).toBe(0);
  return answer.result.rows.map((row) => row.id);
}

async function numberRowId(number: string) {
  const [row] = await t.database.db
    .select({ id: taskNumbers.id })
    .from(taskNumbers)
    .where(and(eq(taskNumbers.taskId, taskId), eq(taskNumbers.number, number)));
  return row.id;
}

describe('queryTaskDataReport', () => {
  it('answers the calls newest first with every column of the record table', async () => {
    const answer = (await records()).body;
    expect(answer.result.totalCount).toBe(4);
    expect(answer.result.rows.map((row) => row.id)).toEqual([
      calls.vacant,
      calls.transferred,
      calls.answered,
      calls.noAnswer,
    ]);
    const [vacant, transferred, answered, noAnswer] = answer.result.rows;
    expect(answered).toEqual({
      id: calls.answered,
      tel_number: '13800138100',
      time_callout: '2026-03-01 10:00:00',
      duration_ring: 3,
      duration_call: 45,
      call_result: '0',
      call_resultdes: '已接通',
      call_index: 2,
      label_show: '有意向，询问价格',
      tag_intention: 'A级',
      task_data_id: await numberRowId('13800138100'),
      dialog: RECORDED_DIALOG,
      voice_url: expect.stringMatching(new RegExp(`^/calls/${calls.answered}\\.wav\\?expires=\\d+&sig=\\w+`)),
    });
    // Answered, but nobody said anything on it: no recording.
    expect(transferred).toMatchObject({
      call_resultdes: '已接通（转人工）',
      duration_call: 120,
      call_index: 1,
      voice_url: '',
    });
    expect(noAnswer).toMatchObject({
      call_result: '1',
      call_resultdes: '无人接听',
      duration_ring: 12,
      duration_call: 0,
      call_index: 1,
      label_show: '',
      tag_intention: '',
      dialog: [],
      voice_url: '',
    });
    expect(vacant).toMatchObject({ call_resultdes: '空号', duration_ring: 0, voice_url: '' });
  });

  it.each([
    ['通话结果', { callResult: '0,15' }, ['transferred', 'answered']],
    ['意向程度', { tagIntention: "'A级','C级'" }, ['answered']],
    ['标签 (any of them)', { label: '转人工 没有这个标签' }, ['transferred']],
    ['标签 none chosen', { label: '' }, ['vacant', 'transferred', 'answered', 'noAnswer']],
    ['通话时长 in whole seconds', { minCallDuration: 45, maxCallDuration: 45 }, ['answered']],
    ['最短通话时长', { minCallDuration: '46' }, ['transferred']],
    ['手机号码 (part of it)', { telNumber: '0138101' }, ['transferred']],
    [
      '外呼时间 with both ends',
      { callOutBeginTime: T0 + HOUR, callOutEndTime: T0 + 2 * HOUR },
      ['transferred', 'answered'],
    ],
    [
      'every filter at once',
      {
        callResult: '0,15,1',
        tagIntention: "'A级', 'B级'",
        label: '询问价格 转人工',
        minCallDuration: 10,
        maxCallDuration: 60,
        telNumber: '138100',
        callOutBeginTime: T0,
        callOutEndTime: T0 + 3 * HOUR,
      },
      ['answered'],
    ],
  ] as const)('filters by %s', async (_name, filter, expected) => {
    expect(await idsOf(filter)).toEqual(expected.map((name) => calls[name]));
  });

  it('sorts by the whitelisted columns, the tie broken by task_data_id, and pages', async () => {
    expect(await idsOf({ order: 'duration_call asc, task_data_id asc' })).toEqual([
      calls.noAnswer,
      calls.vacant,
      calls.answered,
      calls.transferred,
    ]);
    expect(await idsOf({ order: 'duration_ring asc' })).toEqual([
      calls.vacant,
      calls.answered,
      calls.transferred,
      calls.noAnswer,
    ]);
    expect((await idsOf({ order: 'tag_intention desc, task_data_id asc' })).slice(0, 2)).toEqual([
      calls.transferred,
      calls.answered,
    ]);
    const second = (await records({ pageIndex: 2, pageSize: 3 })).body.result;
    expect(second).toEqual({ rows: [expect.objectContaining({ id: calls.noAnswer })], totalCount: 4 });
  });

  it.each([
    'tel_number desc',
    'time_callout desc; delete from call_sessions',
    'time_callout sideways',
    '(select 1) desc',
    'time_callout desc, duration_ring asc, duration_call asc, task_data_id asc',
  ])('refuses the order %j: only whitelisted fields, never SQL', async (order) => {
    const before = await countRows(t.database, callSessions);
    expect((await records({ order })).body).toMatchObject({ code: ErrorCode.ParamInvalid, message: '排序格式错误' });
    expect(await countRows(t.database, callSessions)).toBe(before);
  });

  it.each([
    [{ taskId: undefined }, ErrorCode.ParamRequired, '任务ID不能为空'],
    [{ taskId: 'abc' }, ErrorCode.ParamInvalid, '任务ID必须为数字'],
    [{ callResult: '0,99' }, ErrorCode.ParamInvalid, '通话结果格式错误'],
    [{ tagIntention: 'A级' }, ErrorCode.ParamInvalid, '意向程度格式错误'],
    [{ minCallDuration: 'abc' }, ErrorCode.ParamInvalid, '最短通话时长必须为数字'],
    [{ maxCallDuration: -1 }, ErrorCode.ParamInvalid, '最长通话时长不能小于0'],
    [{ minCallDuration: 50, maxCallDuration: 10 }, ErrorCode.ParamInvalid, '最短通话时长不能大于最长通话时长'],
    [{ callOutBeginTime: T0, callOutEndTime: T0 - 1 }, ErrorCode.ParamInvalid, '外呼开始时间不能大于结束时间'],
    [{ callOutEndTime: 'yesterday' }, ErrorCode.ParamInvalid, '外呼结束时间必须为数字'],
    [{ telNumber: '138-abc' }, ErrorCode.ParamInvalid, '手机号码格式错误'],
    [{ pageSize: 500 }, ErrorCode.ParamInvalid, '每页条数不能超过100'],
  ])('refuses %j naming the field', async (body, code, message) => {
    const before = await countRows(t.database, callSessions);
    expect((await records(body)).body).toMatchObject({ code, message });
    expect(await countRows(t.database, callSessions)).toBe(before);
  });

  it("shows a member only their own tasks' calls", async () => {
    expect((await records({}, member)).body).toMatchObject({ code: ErrorCode.NotFound, message: '任务不存在' });
    const own = await insertTask(t.database, {
      businessId: DEMO_BUSINESS_ID,
      userId: member.member.id,
      name: '成员的任务',
      script: '教育课程邀约',
      telNums: ['02160001003'],
      beginAt: new Date(T0),
      endAt: new Date(T0 + 24 * HOUR),
      numbers: ['13800138200'],
    });
    const call = await recordTaskCall(t.database, own, { number: '13800138200', startAt: new Date(T0), result: '2' });
    const answer = (await records({ taskId: own }, member)).body;
    expect(answer.result.rows.map((row) => [row.id, row.call_resultdes])).toEqual([[call, '用户忙']]);
  });

  it("refuses another enterprise's task and a body naming another enterprise", async () => {
    await createMember(t.database, { phone: '13700000811' });
    const other = await t.login('13700000811');
    expect((await records({}, other)).body).toMatchObject({ code: ErrorCode.NotFound, message: '任务不存在' });
    expect((await records({ businessId: other.business.id })).body.code).toBe(ErrorCode.BusinessMismatch);
  });

  it('gives no recording link for a task in 高性能模式', async () => {
    await t.database.db.update(tasks).set({ isRecord: 0 }).where(eq(tasks.id, taskId));
    try {
      const rows = (await records({ callResult: '0' })).body.result.rows;
      expect(rows.map((row) => row.voice_url)).toEqual(['']);
    } finally {
      await t.database.db.update(tasks).set({ isRecord: 1 }).where(eq(tasks.id, taskId));
    }
  });
});
