import { CUSTOMER_CONFIG, customerApi, ErrorCode } from '@console/contracts';
import { describe, expect, it } from 'vitest';
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
  t,
} from '../../test/customers.ts';

customersApp();

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
