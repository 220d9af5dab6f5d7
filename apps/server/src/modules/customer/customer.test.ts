import {
  type BodyOf,
  CALL_RESULTS,
  CUSTOMER_CONFIG,
  CUSTOMER_LIST_COLUMNS,
  customerApi,
  DownloadTaskStatus,
  DownloadType,
  downloadApi,
  ErrorCode,
  traceStageLabel,
} from '@console/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, customerTraces, downloadTasks, tasks } from '../../db/schema/index.ts';
import { answeredCall, SAMPLE_DIALOG, userIdOf } from '../../test/customers.ts';
import { countRows } from '../../test/fixtures.ts';
import { downloadedFile, newestDownload, sheetRows } from '../../test/imports.ts';
import { type Caller, demoMaster, otherEnterprise } from '../../test/knowledge.ts';
import { insertTask } from '../../test/tasks.ts';
import { callerOf } from '../../test/team.ts';
import { createTestApp, DEMO_BUSINESS_ID, MASTER_PHONE, MEMBER_PHONE, type TestApp } from '../../test/test-app.ts';

const DAY = 86_400_000;

let t: TestApp;
let master: Caller;
let member: Caller;
let other: Caller;
let masterId: number;
let memberId: number;
let masterTask: number;
let memberTask: number;
/** The AI trace of each number's newest call in the master's task. */
const traceOf = new Map<string, number>();

async function traceIdOfCall(callId: number): Promise<number> {
  const [row] = await t.database.db.select().from(customerTraces).where(eq(customerTraces.callSessionId, callId));
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  master = await demoMaster(t);
  member = callerOf(await t.login(MEMBER_PHONE));
  other = await otherEnterprise(t, '13700000081');
  masterId = await userIdOf(t.database, DEMO_BUSINESS_ID, MASTER_PHONE);
  memberId = await userIdOf(t.database, DEMO_BUSINESS_ID, MEMBER_PHONE);
  const now = t.clock.now().getTime();
  const task = (name: string, userId: number) =>
    insertTask(t.database, {
      businessId: DEMO_BUSINESS_ID,
      userId,
      name,
      script: '教育课程邀约',
      telNums: ['02160001003'],
      beginAt: new Date(now - 20 * DAY),
      endAt: new Date(now + DAY),
      numbers: [],
    });
  masterTask = await task('春季回访', masterId);
  memberTask = await task('成员回访', memberId);
  const at = (daysAgo: number) => new Date(now - daysAgo * DAY);
  const demo = { businessId: DEMO_BUSINESS_ID };
  // 139…01: the master's customer, called by both tasks; 139…02 the member's; 139…03 long ago.
  traceOf.set(
    '13900000001',
    await traceIdOfCall(
      await answeredCall(t.database, {
        ...demo,
        taskId: masterTask,
        ownerId: masterId,
        number: '13900000001',
        at: at(2),
        intention: 'A',
        labels: ['有车', '已婚'],
      }),
    ),
  );
  await answeredCall(t.database, {
    ...demo,
    taskId: memberTask,
    ownerId: memberId,
    number: '13900000001',
    at: at(1),
    result: '15',
    intention: 'B',
  });
  await answeredCall(t.database, {
    ...demo,
    taskId: memberTask,
    ownerId: memberId,
    number: '13900000002',
    at: at(1),
    intention: 'C',
    labels: ['考虑中'],
  });
  traceOf.set(
    '13900000003',
    await traceIdOfCall(
      await answeredCall(t.database, {
        ...demo,
        taskId: masterTask,
        ownerId: masterId,
        number: '13900000003',
        at: at(10),
        intention: 'D',
      }),
    ),
  );
  await answeredCall(t.database, {
    businessId: other.businessId,
    taskId: 999_999,
    ownerId: null,
    number: '13900000001',
    at: at(1),
    intention: 'A',
  });
});
afterAll(() => t.close());

type Query = BodyOf<typeof customerApi.queryCustomer>;

async function list(body: Query = {}, as = master) {
  const answer = await t.call(customerApi.queryCustomer, { ...as, body });
  expect(answer.body.code, answer.body.message).toBe(0);
  return answer.body.result;
}

const numbers = async (body: Query = {}, as = master) => (await list(body, as)).rows.map((row) => row.tel_number);

async function customerIdOf(number: string): Promise<number> {
  const [row] = await t.database.db.select().from(customers).where(eq(customers.telNumber, number));
  return row.id;
}

async function traceRows() {
  return t.database.db.select().from(customerTraces);
}

describe('queryCustomer', () => {
  it('answers one row per customer with the task rows merged under it, newest customer first', async () => {
    const { rows, totalCount } = await list();
    expect(totalCount).toBe(3);
    expect(rows.map((row) => row.tel_number)).toEqual(['13900000002', '13900000001', '13900000003']);
    const both = rows[1];
    expect(both).toMatchObject({
      customer_name: '',
      source_cm_name: '演示管理员',
      time_create: '2026-02-28 10:00:00',
      user_extend: { qq: '', wechat: '', email: '', remark: '' },
    });
    expect(both.task_trace).toEqual([
      {
        cm_name: '演示成员',
        task_id: memberTask,
        task_name: '成员回访',
        call_result: '15',
        trace_stage: 1,
        tag_ai_intention: 'B',
        tag_cm_intention: '',
        time_callout: '2026-03-01 10:00:00',
        label_show: '',
      },
      {
        cm_name: '演示管理员',
        task_id: masterTask,
        task_name: '春季回访',
        call_result: '0',
        trace_stage: 1,
        tag_ai_intention: 'A',
        tag_cm_intention: '',
        time_callout: '2026-02-28 10:00:00',
        label_show: '有车,已婚',
      },
    ]);
  });

  it('pages customers, not rows, and sorts only by the whitelisted columns', async () => {
    const page = await list({ pageSize: 2, pageIndex: 2 });
    expect(page.totalCount).toBe(3);
    expect(page.rows.map((row) => row.tel_number)).toEqual(['13900000003']);
    expect(await numbers({ orderBy: 'tel_number asc' })).toEqual(['13900000001', '13900000002', '13900000003']);
    expect(await numbers({ orderBy: 'time_callout asc' })).toEqual(['13900000003', '13900000001', '13900000002']);
    const bad = await t.call(customerApi.queryCustomer, { ...master, body: { orderBy: 'id; drop table customers' } });
    expect(bad.body).toMatchObject({ code: ErrorCode.ParamInvalid, message: '排序格式错误' });
  });

  it('filters by the basic and the advanced conditions', async () => {
    expect(await numbers({ tel_number: '0002' })).toEqual(['13900000002']);
    expect(await numbers({ tag_intention: ['B', 'D'] })).toEqual(['13900000001', '13900000003']);
    expect(await numbers({ label: '考虑中,有车' })).toEqual(['13900000002', '13900000001']);
    expect(await numbers({ call_result: ['15'] })).toEqual(['13900000001']);
    expect(await numbers({ trace_stage: [2] })).toEqual([]);
    expect(await numbers({ task_id: memberTask })).toEqual(['13900000002', '13900000001']);
    expect(await numbers({ source_cm_id: memberId })).toEqual(['13900000002']);
    expect(await numbers({ source_cm_id: masterId })).toEqual(['13900000001', '13900000003']);
    expect(await numbers({ cm_id: memberId })).toEqual(['13900000002']);
    const week = { begin_time: '2026-02-24 00:00:00', end_time: '2026-03-02 23:59:59' };
    expect(await numbers(week)).toEqual(['13900000002', '13900000001']);
    // A task filter keeps only that task's row under the customer.
    const [row] = (await list({ task_id: masterTask, tel_number: '13900000001' })).rows;
    expect(row.task_trace.map((trace) => trace.task_name)).toEqual(['春季回访']);
  });

  it('refuses bad filters with the field named', async () => {
    for (const [body, code, message] of [
      [{ tel_number: 'abc' }, ErrorCode.ParamInvalid, '手机号码只能包含数字'],
      [{ call_result: ['x'] }, ErrorCode.ParamInvalid, '通话结果格式错误'],
      [{ trace_stage: [7] }, ErrorCode.ParamInvalid, '跟进阶段格式错误'],
      [{ begin_time: '2026-03-02 25:00:00' }, ErrorCode.ParamInvalid, '开始时间格式错误'],
      [
        { begin_time: '2026-03-02 00:00:00', end_time: '2026-03-01 00:00:00' },
        ErrorCode.ParamInvalid,
        '开始时间不能大于结束时间',
      ],
      [{ pageSize: 1000 }, ErrorCode.ParamInvalid, '每页条数不能超过100'],
    ] as const) {
      const answer = await t.call(customerApi.queryCustomer, { ...master, body: body as Query });
      expect(answer.body).toMatchObject({ code, message });
    }
  });

  it('keeps a member to their own customers whatever cm_id says', async () => {
    expect(await numbers({}, member)).toEqual(['13900000002']);
    expect(await numbers({ cm_id: masterId }, member)).toEqual(['13900000002']);
  });

  it("never shows another enterprise's customers, and refuses another business_id", async () => {
    expect(await numbers({}, other)).toEqual(['13900000001']);
    const [row] = (await list({}, other)).rows;
    expect(row.task_trace).toHaveLength(1);
    const mismatch = await t.call(customerApi.queryCustomer, { ...master, body: { business_id: other.businessId } });
    expect(mismatch.body.code).toBe(ErrorCode.BusinessMismatch);
  });
});

describe('a customer', () => {
  it('answers the profile with its 负责人, 来源 and tasks', async () => {
    const userId = await customerIdOf('13900000001');
    const answer = await t.call(customerApi.queryCustomerInfo, { ...master, body: { user_id: userId } });
    expect(answer.body.result.rows[0]).toEqual({
      user_id: userId,
      customer_name: '',
      tel_number: '13900000001',
      cm_id: masterId,
      cm_name: '演示管理员',
      source_cm_name: '演示管理员',
      time_create: '2026-02-28 10:00:00',
      user_extend: { qq: '', wechat: '', email: '', remark: '' },
      task_list: [
        { task_id: memberTask, task_name: '成员回访' },
        { task_id: masterTask, task_name: '春季回访' },
      ],
    });
  });

  it('is 客户不存在 to a member who is not its 负责人 and to another enterprise', async () => {
    const userId = await customerIdOf('13900000001');
    for (const as of [member, other]) {
      const answer = await t.call(customerApi.queryCustomerInfo, { ...as, body: { user_id: userId } });
      expect(answer.body).toMatchObject({ code: ErrorCode.NotFound, message: '客户不存在' });
    }
  });

  it('saves 编辑信息 and refuses bad fields with their texts, writing nothing', async () => {
    const userId = await customerIdOf('13900000002');
    const save = (body: Partial<BodyOf<typeof customerApi.updateCustomer>>, as = member) =>
      t.call(customerApi.updateCustomer, {
        ...as,
        body: { user_id: userId, customer_name: '李四', ...body } as BodyOf<typeof customerApi.updateCustomer>,
      });
    const profile = { qq: '123456', wechat: 'li_si88', email: 'li@example.cn', remark: '晚上联系' };
    expect((await save({ user_data: profile })).body.code).toBe(0);
    const before = await t.database.db.select().from(customers).where(eq(customers.id, userId));
    expect(before[0]).toMatchObject({ name: '李四', extend: profile });

    for (const [body, code, message] of [
      [{ customer_name: '' }, ErrorCode.ParamRequired, '请输入姓名'],
      [{ customer_name: '李四!' }, ErrorCode.ParamInvalid, '姓名格式不正确'],
      [{ user_data: { ...profile, wechat: 'ab' } }, ErrorCode.ParamInvalid, '微信号格式不正确'],
      [{ user_data: { ...profile, qq: '123' } }, ErrorCode.ParamInvalid, 'qq格式不正确'],
      [{ user_data: { ...profile, email: 'li@' } }, ErrorCode.ParamInvalid, '邮箱格式不正确'],
      [{ user_data: { ...profile, remark: '备'.repeat(101) } }, ErrorCode.ParamInvalid, '备注不能超过100个字符'],
      [{ user_id: 'x' as never }, ErrorCode.ParamInvalid, '客户ID必须为数字'],
    ] as const) {
      expect(
        (await save({ ...body, customer_name: 'customer_name' in body ? body.customer_name : '王五' })).body,
      ).toMatchObject({
        code,
        message,
      });
    }
    // Not the member's customer, or another enterprise's: refused, unchanged.
    const others = await customerIdOf('13900000001');
    const refused = await t.call(customerApi.updateCustomer, {
      ...member,
      body: { user_id: others, customer_name: '王五' },
    });
    expect(refused.body).toMatchObject({ code: ErrorCode.NotFound, message: '客户不存在' });
    expect((await save({ customer_name: '王五' }, other)).body.code).toBe(ErrorCode.NotFound);
    const after = await t.database.db.select().from(customers);
    expect(after.find((row) => row.id === userId)).toEqual(before[0]);
    expect(after.find((row) => row.id === others)?.name).toBe('');
  });
});

describe('follow-up records', () => {
  const trace = (extra: Record<string, unknown> = {}) => ({
    tel_number: '13900000003',
    task_id: masterTask,
    task_name: '春季回访',
    cm_id: 1,
    cm_name: '冒名',
    contact_way: 0,
    trace_stage: 3,
    tag_cm_intention: 'B',
    callresult: '1',
    trace_detail: '约了下周面谈',
    ...extra,
  });

  it('adds a 跟进记录 of the session member and answers the records newest first', async () => {
    const added = await t.call(customerApi.addTrace, { ...master, body: trace() });
    expect(added.body.code, added.body.message).toBe(0);
    t.clock.advance(60_000);
    const visit = await t.call(customerApi.addTrace, {
      ...master,
      body: trace({ contact_way: 1, callresult: '0', trace_stage: 4, trace_detail: '上门报价' }),
    });
    expect(visit.body.code).toBe(0);
    const answer = await t.call(customerApi.queryCustomerTrace, { ...master, body: { tel_number: '13900000003' } });
    const rows = answer.body.result.rows;
    expect(rows.map((row) => [row.trace_type, row.trace_stage, row.contact_way, row.call_result])).toEqual([
      ['manual', 4, 1, ''],
      ['manual', 3, 0, '1'],
      ['ai', 1, 0, '0'],
    ]);
    expect(rows[1]).toMatchObject({
      cm_name: '演示管理员',
      tag_cm_intention: 'B',
      trace_detail: '约了下周面谈',
      time_trace: '2026-03-02 10:00:00',
      call_duration: 0,
      task_name: '春季回访',
    });
    expect(rows[2]).toMatchObject({ cm_name: '演示管理员', tag_ai_intention: 'D', call_duration: 42 });
    // The list shows the task's newest stage and the member's intention.
    const [row] = (await list({ tel_number: '13900000003' })).rows;
    expect(row.task_trace[0]).toMatchObject({ trace_stage: 4, tag_cm_intention: 'B', call_result: '1' });
    expect(await numbers({ trace_stage: [4] })).toEqual(['13900000003']);
    expect(await numbers({ tag_intention: ['D'] })).toEqual([]);
  });

  it('answers one task of the customer', async () => {
    const answer = await t.call(customerApi.queryCustomerTrace, {
      ...master,
      body: { tel_number: '13900000001', task_id: memberTask },
    });
    expect(answer.body.result.rows.map((row) => row.task_name)).toEqual(['成员回访']);
  });

  it('refuses a bad 跟进记录 with the field named, writing nothing', async () => {
    const before = await countRows(t.database, customerTraces);
    for (const [body, code, message] of [
      [trace({ callresult: '' }), ErrorCode.ParamRequired, '请选择通话结果'],
      [trace({ contact_way: '' }), ErrorCode.ParamRequired, '请选择拜访形式'],
      [trace({ contact_way: 8 }), ErrorCode.ParamInvalid, '拜访形式格式错误'],
      [trace({ trace_stage: 1 }), ErrorCode.ParamInvalid, '跟进阶段格式错误'],
      [trace({ trace_stage: null }), ErrorCode.ParamRequired, '请选择跟进阶段'],
      [trace({ tag_cm_intention: '' }), ErrorCode.ParamRequired, '请选择客户意向'],
      [trace({ tag_cm_intention: 'Z' }), ErrorCode.ParamInvalid, '意向等级不存在'],
      [trace({ trace_detail: ' ' }), ErrorCode.ParamRequired, '请输入跟进记录'],
      [trace({ trace_detail: '记'.repeat(101) }), ErrorCode.ParamInvalid, '跟进记录不能超过100个字符'],
      [trace({ task_id: 999_999 }), ErrorCode.NotFound, '任务不存在'],
      [trace({ tel_number: '13900000088' }), ErrorCode.NotFound, '客户不存在'],
    ] as const) {
      const answer = await t.call(customerApi.addTrace, { ...master, body: body as never });
      expect(answer.body, JSON.stringify(body)).toMatchObject({ code, message });
    }
    // Not the member's customer; another enterprise's number is its own customer, not this one.
    const notMine = await t.call(customerApi.addTrace, { ...member, body: trace() });
    expect(notMine.body).toMatchObject({ code: ErrorCode.NotFound, message: '客户不存在' });
    const otherTask = await t.call(customerApi.addTrace, { ...other, body: trace({ tel_number: '13900000001' }) });
    expect(otherTask.body).toMatchObject({ code: ErrorCode.NotFound, message: '任务不存在' });
    expect(await countRows(t.database, customerTraces)).toBe(before);
  });
});

describe('the call of an AI trace', () => {
  it('answers the call with its dialog and recording link', async () => {
    const traceId = traceOf.get('13900000001') as number;
    const answer = await t.call(customerApi.queryCallDetail, { ...master, body: { trace_id: traceId } });
    const row = answer.body.result.rows[0];
    expect(row).toMatchObject({
      trace_id: traceId,
      tel_number: '13900000001',
      task_id: masterTask,
      task_name: '春季回访',
      time_trace: '2026-02-28 09:59:13',
      call_result: '0',
      call_duration: 42,
      tag_ai_intention: 'A',
      tag_cm_intention: '',
      dialog: SAMPLE_DIALOG,
    });
    expect(row.voice_url).toMatch(/^\/calls\/\d+\.wav\?expires=\d+&sig=/);
    await t.database.db.update(tasks).set({ isRecord: 0 }).where(eq(tasks.id, masterTask));
    const unrecorded = await t.call(customerApi.queryCallDetail, { ...master, body: { trace_id: traceId } });
    await t.database.db.update(tasks).set({ isRecord: 1 }).where(eq(tasks.id, masterTask));
    expect(unrecorded.body.result.rows[0].voice_url).toBe('');
  });

  it('is 跟进记录不存在 for a manual record, a member who is not 负责人 and another enterprise', async () => {
    const traceId = traceOf.get('13900000001') as number;
    const manual = (await traceRows()).find((row) => row.traceType === 'manual');
    for (const [as, id] of [
      [master, manual?.id ?? 0],
      [member, traceId],
      [other, traceId],
    ] as const) {
      const answer = await t.call(customerApi.queryCallDetail, { ...as, body: { trace_id: id } });
      expect(answer.body).toMatchObject({ code: ErrorCode.NotFound, message: '跟进记录不存在' });
    }
  });

  it('sets 人工分类, which the list shows and filters before the AI intention', async () => {
    const traceId = traceOf.get('13900000001') as number;
    const set = await t.call(customerApi.updateTagIntention, {
      ...master,
      body: { trace_id: traceId, tag_cm_intention: 'C', tag_ai_intention: 'A', tel_number: '13900000001' },
    });
    expect(set.body.code, set.body.message).toBe(0);
    const [row] = (await list({ tel_number: '13900000001', task_id: masterTask })).rows;
    expect(row.task_trace[0]).toMatchObject({ tag_ai_intention: 'A', tag_cm_intention: 'C' });
    expect(await numbers({ tag_intention: ['C'] })).toEqual(['13900000002', '13900000001']);
    const detail = await t.call(customerApi.queryCallDetail, { ...master, body: { trace_id: traceId } });
    expect(detail.body.result.rows[0].tag_cm_intention).toBe('C');
  });

  it('refuses an unknown label, another enterprise and a member who is not 负责人, changing nothing', async () => {
    const traceId = traceOf.get('13900000001') as number;
    const before = await traceRows();
    const unknown = await t.call(customerApi.updateTagIntention, {
      ...master,
      body: { trace_id: traceId, tag_cm_intention: 'Z' },
    });
    expect(unknown.body).toMatchObject({ code: ErrorCode.ParamInvalid, message: '意向等级不存在' });
    const missing = await t.call(customerApi.updateTagIntention, {
      ...master,
      body: { tag_cm_intention: 'A' } as never,
    });
    expect(missing.body).toMatchObject({ code: ErrorCode.ParamRequired, message: '跟进记录ID不能为空' });
    for (const as of [member, other]) {
      const answer = await t.call(customerApi.updateTagIntention, {
        ...as,
        body: { trace_id: traceId, tag_cm_intention: 'A' },
      });
      expect(answer.body).toMatchObject({ code: ErrorCode.NotFound, message: '跟进记录不存在' });
    }
    expect(await traceRows()).toEqual(before);
  });

  it("takes 人工分类 away with ''", async () => {
    const traceId = traceOf.get('13900000003') as number;
    for (const tag of ['A', '']) {
      const answer = await t.call(customerApi.updateTagIntention, {
        ...master,
        body: { trace_id: traceId, tag_cm_intention: tag },
      });
      expect(answer.body.code).toBe(0);
    }
    const [row] = await t.database.db.select().from(customerTraces).where(eq(customerTraces.id, traceId));
    expect(row.tagCmIntention).toBe('');
  });
});

describe('the filters’ lookups', () => {
  it('answers the enterprise’s members by name', async () => {
    const answer = await t.call(customerApi.queryMember, { ...member, body: { name: '演示' } });
    expect(answer.body.result.rows).toEqual([
      { cm_id: masterId, cm_name: '演示管理员' },
      { cm_id: memberId, cm_name: '演示成员' },
    ]);
    const theirs = await t.call(customerApi.queryMember, { ...other, body: {} });
    expect(theirs.body.result.rows.map((row) => row.cm_name)).toEqual(['测试成员']);
  });

  it('serves config__customer.json where the original pages read it', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/static/config/config__customer.json?t=1' });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual(JSON.parse(JSON.stringify(CUSTOMER_CONFIG)));
    expect(response.json().trace_stage[1]).toEqual({ value: 1, label: 'AI初访' });
  });
});

describe('the 全部 export (download type 3)', () => {
  const exportOf = (query: Record<string, unknown>, as: Caller) =>
    t.call(downloadApi.addDownloadTask, {
      ...as,
      body: { businessId: as.businessId, sysType: 2, channelCode: 2, downloadType: DownloadType.customers, query },
    });

  /** The list's rows as the page shows them, one per customer and task. */
  async function shownRows(query: Query, as: Caller) {
    const { rows } = await list({ ...query, pageSize: 100 }, as);
    return rows
      .sort((a, b) => a.user_id - b.user_id)
      .flatMap((customer) =>
        customer.task_trace.map((trace) => [
          customer.tel_number,
          customer.customer_name,
          customer.source_cm_name,
          customer.time_create,
          trace.cm_name,
          trace.task_name,
          CALL_RESULTS.find((result) => result.code === trace.call_result)?.desc ?? '',
          traceStageLabel(trace.trace_stage),
          trace.tag_cm_intention || trace.tag_ai_intention,
          trace.label_show,
          trace.time_callout,
        ]),
      );
  }

  it("writes the current query's rows with the list's columns", async () => {
    const query = { tag_intention: ['A', 'B', 'C'], orderBy: 'tel_number asc' };
    const added = await exportOf(query, master);
    expect(added.body.code, added.body.message).toBe(0);
    expect(added.body.result.rows[0].fileName).toBe('客户列表-20260302.xlsx');
    const task = await newestDownload(t, master, DownloadType.customers);
    const [header, ...rows] = sheetRows(await downloadedFile(t, master, task.id));
    expect(header).toEqual([...CUSTOMER_LIST_COLUMNS]);
    expect(rows).toEqual(await shownRows(query, master));
    expect(rows.map((row) => [row[0], row[5], row[6], row[8]])).toEqual([
      ['13900000001', '成员回访', '已接通（转人工）', 'B'],
      ['13900000001', '春季回访', '已接通', 'C'],
      ['13900000002', '成员回访', '已接通', 'C'],
      ['13900000003', '春季回访', '无人接听', 'B'],
    ]);
    expect(rows[2][1]).toBe('李四');
  });

  it("gives a member their own customers only, whatever the query's 负责人", async () => {
    const added = await exportOf({ cm_id: masterId }, member);
    expect(added.body.code, added.body.message).toBe(0);
    const task = await newestDownload(t, member, DownloadType.customers);
    const [, ...rows] = sheetRows(await downloadedFile(t, member, task.id));
    expect(rows.map((row) => row[0])).toEqual(['13900000002']);
  });

  it('refuses a bad query with the field named, and a second export while one runs, adding no task', async () => {
    const before = await countRows(t.database, downloadTasks);
    const bad = await exportOf({ call_result: ['x'] }, master);
    expect(bad.body).toMatchObject({ code: ErrorCode.ParamInvalid, message: '通话结果格式错误' });
    const order = await exportOf({ orderBy: 'user_id desc' }, master);
    expect(order.body).toMatchObject({ code: ErrorCode.ParamInvalid, message: '排序格式错误' });
    const mismatch = await exportOf({ business_id: other.businessId }, master);
    expect(mismatch.body.code).toBe(ErrorCode.BusinessMismatch);
    expect(await countRows(t.database, downloadTasks)).toBe(before);

    const [running] = await t.database.db
      .insert(downloadTasks)
      .values({
        businessId: DEMO_BUSINESS_ID,
        userId: memberId,
        userAccount: MEMBER_PHONE,
        sysType: 2,
        downloadType: DownloadType.customers,
        fileName: '客户列表.xlsx',
        taskStatus: DownloadTaskStatus.writing,
        query: { filters: {} },
        createdAt: t.clock.now(),
        heartbeatAt: t.clock.now(),
      })
      .returning();
    const again = await exportOf({}, member);
    await t.database.db.delete(downloadTasks).where(eq(downloadTasks.id, running.id));
    expect(again.body).toMatchObject({ code: ErrorCode.DownloadRunning, message: '下载任务正在进行中，请稍后再试' });
    expect(await countRows(t.database, downloadTasks)).toBe(before);
  });
});
