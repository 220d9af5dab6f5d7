import { describe, expect, it } from 'vitest';
import { textFieldProblem } from '../rules.ts';
import { CUSTOMER_FIELDS } from './constants.ts';
import { customerSchemas } from './schemas.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message;

describe('the customer centre contract', () => {
  it('checks the profile fields with the texts of 编辑信息', () => {
    const problem = (field: keyof typeof CUSTOMER_FIELDS, value: string) =>
      textFieldProblem(CUSTOMER_FIELDS[field], value);
    expect(problem('customerName', '')).toBe('请输入姓名');
    expect(problem('customerName', '张三!')).toBe('姓名格式不正确');
    expect(problem('customerName', '张'.repeat(21))).toBe('姓名格式不正确');
    expect(problem('customerName', '张三_Li')).toBeNull();
    expect(problem('wechat', '')).toBeNull();
    expect(problem('wechat', 'ab_1')).toBe('微信号格式不正确');
    expect(problem('wechat', 'ab_12')).toBeNull();
    expect(problem('qq', '123')).toBe('qq格式不正确');
    expect(problem('qq', '1234')).toBeNull();
    expect(problem('qq', '1'.repeat(15))).toBe('qq格式不正确');
    expect(problem('email', 'a@b')).toBe('邮箱格式不正确');
    expect(problem('email', 'a@b.cn')).toBeNull();
    expect(problem('remark', '备'.repeat(101))).toBe('备注不能超过100个字符');
    expect(problem('traceDetail', '')).toBe('请输入跟进记录');
  });

  it('takes only whitelisted sort columns and directions', () => {
    const body = customerSchemas.queryCustomer.body;
    expect(body.parse({}).orderBy).toEqual({ field: 'time_create', direction: 'desc' });
    expect(body.parse({ orderBy: 'time_callout asc' }).orderBy).toEqual({ field: 'time_callout', direction: 'asc' });
    for (const orderBy of ['id desc', 'time_create; drop table customers', 'time_create sideways', 'a b c']) {
      expect(firstMessage(body.safeParse({ orderBy }))).toBe('排序格式错误');
    }
  });

  it('splits 客户标签 at commas and spaces, and checks the time range', () => {
    const body = customerSchemas.queryCustomer.body;
    expect(body.parse({ label: '考虑中，有车, 已婚 ' }).label).toEqual(['考虑中', '有车', '已婚']);
    expect(firstMessage(body.safeParse({ begin_time: '2026-03-02 00:00:00', end_time: '2026-03-01 23:59:59' }))).toBe(
      '开始时间不能大于结束时间',
    );
    expect(firstMessage(body.safeParse({ begin_time: '2026-03-02' }))).toBe('开始时间格式错误');
    expect(firstMessage(body.safeParse({ trace_stage: [9] }))).toBe('跟进阶段格式错误');
    expect(firstMessage(body.safeParse({ call_result: ['99'] }))).toBe('通话结果格式错误');
  });

  it('asks for 通话结果 only with 电话拜访, and only the stages a member records', () => {
    const body = customerSchemas.addTrace.body;
    const trace = {
      tel_number: '13800138000',
      task_id: 1,
      contact_way: 1,
      trace_stage: 2,
      tag_cm_intention: 'A',
      trace_detail: '已加微信',
    };
    expect(body.safeParse(trace).success).toBe(true);
    expect(firstMessage(body.safeParse({ ...trace, contact_way: 0 }))).toBe('请选择通话结果');
    expect(firstMessage(body.safeParse({ ...trace, contact_way: 0, callresult: '77' }))).toBe('通话结果格式错误');
    expect(body.safeParse({ ...trace, contact_way: 0, callresult: '0' }).success).toBe(true);
    expect(firstMessage(body.safeParse({ ...trace, contact_way: undefined }))).toBe('请选择拜访形式');
    expect(firstMessage(body.safeParse({ ...trace, trace_stage: 1 }))).toBe('跟进阶段格式错误');
    expect(firstMessage(body.safeParse({ ...trace, trace_stage: '' }))).toBe('请选择跟进阶段');
    expect(firstMessage(body.safeParse({ ...trace, tag_cm_intention: '' }))).toBe('请选择客户意向');
    expect(firstMessage(body.safeParse({ ...trace, trace_detail: '记'.repeat(101) }))).toBe(
      '跟进记录不能超过100个字符',
    );
  });
});
