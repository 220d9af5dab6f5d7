import type { CustomerQueryInput, CustomerRow, CustomerTaskTrace } from '@console/contracts';
import dayjs from 'dayjs';
import type { DateRangeValue } from '../../shared/date-range/date-range.ts';

/** What the filter form holds (modules-spec 8.2). */
export interface CustomerFilterValues {
  tel_number: string;
  tag_intention: string[];
  label: string;
  customer_name: string;
  source_cm_id?: number;
  trace_stage: number[];
  call_result: string[];
  task_id?: number;
  cm_id?: number;
  range: DateRangeValue;
}

/** 外呼时间 starts as the last 7 days, today included. */
export function defaultFilters(today: string): CustomerFilterValues {
  const day = dayjs(today);
  return {
    tel_number: '',
    tag_intention: [],
    label: '',
    customer_name: '',
    trace_stage: [],
    call_result: [],
    range: [day.subtract(6, 'day').format('YYYY-MM-DD'), day.format('YYYY-MM-DD')],
  };
}

/**
 * The list's query of the form: the basic search sends only 手机号码, 意向程度 and 客户标签 (commas
 * become spaces); 更多搜索 adds the rest, the time range as whole days.
 */
export function queryOf(values: CustomerFilterValues, advanced: boolean): CustomerQueryInput {
  const query: CustomerQueryInput = {};
  const tel = values.tel_number.trim();
  const label = values.label.replace(/[,，]/g, ' ').replace(/\s+/g, ' ').trim();
  if (tel) query.tel_number = tel;
  if (values.tag_intention.length > 0) query.tag_intention = values.tag_intention;
  if (label) query.label = label;
  if (!advanced) return query;
  const name = values.customer_name.trim();
  if (name) query.customer_name = name;
  if (values.source_cm_id !== undefined) query.source_cm_id = values.source_cm_id;
  if (values.trace_stage.length > 0) query.trace_stage = values.trace_stage;
  if (values.call_result.length > 0) query.call_result = values.call_result;
  if (values.task_id !== undefined) query.task_id = values.task_id;
  if (values.cm_id !== undefined) query.cm_id = values.cm_id;
  if (values.range.length === 2) {
    query.begin_time = `${values.range[0]} 00:00:00`;
    query.end_time = `${values.range[1]} 23:59:59`;
  }
  return query;
}

/** A row of the table: one task of a customer; the customer's cells span its rows (`span`, 0 below the first). */
export interface CustomerTableRow {
  key: string;
  customer: CustomerRow;
  trace: CustomerTaskTrace | null;
  span: number;
}

export function tableRowsOf(customers: readonly CustomerRow[]): CustomerTableRow[] {
  return customers.flatMap((customer) => {
    const traces = customer.task_trace.length > 0 ? customer.task_trace : [null];
    return traces.map((trace, index) => ({
      key: `${customer.user_id}-${trace?.task_id ?? 0}`,
      customer,
      trace,
      span: index === 0 ? traces.length : 0,
    }));
  });
}

/** 客户意向: the member's intention, else the robot's. */
export function intentionOf(trace: Pick<CustomerTaskTrace, 'tag_cm_intention' | 'tag_ai_intention'>): string {
  return trace.tag_cm_intention || trace.tag_ai_intention;
}

export const customerPaths = {
  list: '/customercenter',
  detail: (telNumber: string, userId: number, taskId: number) => `/custinfo/${telNumber}/${userId}/${taskId}`,
  call: (userId: number, taskId: number, traceId: number) => `/custcall/${userId}/${taskId}/${traceId}`,
};
