import {
  type BodyOf,
  CALL_RESULTS,
  CUSTOMER_LIST_COLUMNS,
  customerApi,
  DownloadTaskStatus,
  DownloadType,
  downloadApi,
  ErrorCode,
  traceStageLabel,
} from '@console/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers, customerTraces, downloadTasks, tasks } from '../../db/schema/index.ts';
import {
  customersApp,
  list,
  master,
  masterId,
  masterTask,
  member,
  memberId,
  memberTask,
  numbers,
  other,
  type Query,
  SAMPLE_DIALOG,
  t,
  traceOf,
} from '../../test/customers.ts';
import { countRows } from '../../test/fixtures.ts';
import { downloadedFile, newestDownload, sheetRows } from '../../test/imports.ts';
import type { Caller } from '../../test/knowledge.ts';
import { DEMO_BUSINESS_ID, MEMBER_PHONE } from '../../test/test-app.ts';

/*
 * The edits come before the export in one file: the export's expected rows are the name, the
 * 跟进记录 and the 人工分类 the tests before it wrote.
 */
customersApp();

async function customerIdOf(number: string): Promise<number> {
  const [row] = await t.database.db.select().from(customers).where(eq(customers.telNumber, number));
  return row.id;
}

async function traceRows() {
  return t.database.db.select().from(customerTraces);
}

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
