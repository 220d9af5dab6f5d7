import type { z } from 'zod';
import { defineEndpoints } from '../endpoint.ts';
import type {
  callDetailRow,
  customerInfoRow,
  customerMemberRow,
  customerQuery,
  customerRow,
  customerSchemas,
  customerTaskTrace,
  customerTraceRow,
} from './schemas.ts';

const crm = (call: string) => `/api/v1/crm/{businessId}/customer/${call}`;

/**
 * The customer centre (service crm, modules-spec 8). The dialer makes a customer of each number
 * that answers a task's call, with an AI trace per answered call; members add 跟进记录. A member
 * sees only the customers they are 负责人 of (cm_id is forced to them); the main account and the
 * platform operator see the enterprise's and may filter by 负责人. Fields are snake_case as the
 * original pages send and read them.
 */
export const customerApi = defineEndpoints<typeof customerSchemas>()({
  /** One row per customer with the task_trace of each of its tasks; totalCount counts customers. */
  queryCustomer: {
    service: 'crm',
    method: 'POST',
    path: crm('queryCustomer'),
    auth: 'session',
    access: 'customer',
    summary: '客户列表',
  },
  queryCustomerInfo: {
    service: 'crm',
    method: 'POST',
    path: crm('queryCustomerInfo'),
    auth: 'session',
    access: 'customer',
    summary: '客户资料',
  },
  /** 编辑信息: the name and user_data {qq, wechat, email, remark}. */
  updateCustomer: {
    service: 'crm',
    method: 'POST',
    path: crm('updateCustomer'),
    auth: 'session',
    access: 'customer',
    summary: '编辑客户资料',
  },
  /** A customer's records, newest first: the robot's calls and the members' 跟进记录. */
  queryCustomerTrace: {
    service: 'crm',
    method: 'POST',
    path: crm('queryCustomerTrace'),
    auth: 'session',
    access: 'customer',
    summary: '跟进记录列表',
  },
  /** 跟进记录 of the session's member; 通话结果 only with 电话拜访. */
  addTrace: {
    service: 'crm',
    method: 'POST',
    path: crm('addTrace'),
    auth: 'session',
    access: 'customer',
    summary: '添加跟进记录',
  },
  /** The robot's call of an AI trace: its facts, the dialog and the recording's link. */
  queryCallDetail: {
    service: 'crm',
    method: 'POST',
    path: crm('queryCallDetail'),
    auth: 'session',
    access: 'customer',
    summary: '通话详情',
  },
  /** 人工分类 of an AI trace: what the list's 客户意向 shows before the AI's. */
  updateTagIntention: {
    service: 'crm',
    method: 'POST',
    path: crm('updateTagIntention'),
    auth: 'session',
    access: 'customer',
    summary: '人工分类',
  },
  /** The enterprise's members by name, for the filters 客户来源 and 负责人. */
  queryMember: {
    service: 'crm',
    method: 'POST',
    path: crm('queryMember'),
    auth: 'session',
    access: 'customer',
    summary: '成员（客户来源、负责人）',
  },
});

export type CustomerRow = z.output<typeof customerRow>;
export type CustomerTaskTrace = z.output<typeof customerTaskTrace>;
export type CustomerInfoRow = z.output<typeof customerInfoRow>;
export type CustomerTraceRow = z.output<typeof customerTraceRow>;
export type CallDetailRow = z.output<typeof callDetailRow>;
export type CustomerMemberRow = z.output<typeof customerMemberRow>;
/** The list's filters as the server keeps them (the 全部 export's stored query). */
export type CustomerQuery = z.output<typeof customerQuery>;
export type CustomerQueryInput = z.input<typeof customerQuery>;
