import { rules, type TextFieldCheck } from '../rules.ts';

/**
 * The customer centre's vocabulary (modules-spec 8): config__customer.json's visit forms and
 * follow-up stages, the dialogs' field checks and the texts the pages and the server share.
 * Apart from the zod schemas so the console shows them without bundling zod.
 */

/** config__customer.json contact_way: 拜访形式 of a follow-up record. */
export const CONTACT_WAYS = [
  { value: 0, label: '电话拜访' },
  { value: 1, label: '当面拜访' },
  { value: 2, label: '网络拜访' },
  { value: 3, label: '短信拜访' },
] as const;

/** 电话拜访: the only visit form with a 通话结果. */
export const PHONE_VISIT = 0;

/** config__customer.json trace_stage: 跟进阶段. */
export const TRACE_STAGES = [
  { value: 0, label: '线索' },
  { value: 1, label: 'AI初访' },
  { value: 2, label: '人工初访' },
  { value: 3, label: '客户意向' },
  { value: 4, label: '客户报价' },
  { value: 5, label: '客户成交' },
  { value: 6, label: '人工接管' },
] as const;

/** The stage of the robot's calls (AI初访): the dialer writes it, a member never picks it. */
export const AI_TRACE_STAGE = 1;

/** The stage of the trace a supervisor's 接管 writes (人工接管). */
export const TAKE_OVER_TRACE_STAGE = 6;

/** The stages a member records in 跟进记录: the list without 线索 and AI初访. */
export const MANUAL_TRACE_STAGES = TRACE_STAGES.slice(2);

/** config__customer.json as the original pages read it (served below ORIGINAL_CONFIG_PATH). */
export const CUSTOMER_CONFIG = { contact_way: CONTACT_WAYS, trace_stage: TRACE_STAGES };

/** customer_traces.trace_type: the robot's call, or a member's 跟进记录. */
export const TraceType = { ai: 'ai', manual: 'manual' } as const;
export type TraceTypeValue = (typeof TraceType)[keyof typeof TraceType];

export function traceStageLabel(stage: number): string {
  return TRACE_STAGES.find((item) => item.value === stage)?.label ?? '--';
}

export function contactWayLabel(way: number | null): string {
  return CONTACT_WAYS.find((item) => item.value === way)?.label ?? '--';
}

/** 备注 and 跟进记录 at most. */
export const CUSTOMER_NOTE_MAX = 100;

/** 编辑信息 (8.3) and 跟进记录: the page's validators and the server's schemas say these. */
export const CUSTOMER_FIELDS = {
  /** rules.name: Chinese, letters, digits, _ and ·, at most 20. */
  customerName: { required: '请输入姓名', format: { test: rules.name.test, message: '姓名格式不正确' } },
  wechat: {
    max: { length: 50, message: '微信号格式不正确' },
    format: { test: rules.wechat.test, message: '微信号格式不正确' },
  },
  qq: { format: { test: rules.qq.test, message: 'qq格式不正确' } },
  email: {
    max: { length: 100, message: '邮箱格式不正确' },
    format: { test: rules.email.test, message: '邮箱格式不正确' },
  },
  remark: { max: { length: CUSTOMER_NOTE_MAX, message: `备注不能超过${CUSTOMER_NOTE_MAX}个字符` } },
  traceDetail: {
    required: '请输入跟进记录',
    max: { length: CUSTOMER_NOTE_MAX, message: `跟进记录不能超过${CUSTOMER_NOTE_MAX}个字符` },
  },
} as const satisfies Record<string, TextFieldCheck>;

/** What 跟进记录 says of a select left empty (the server names the same field). */
export const TRACE_FORM_REQUIRED = {
  contactWay: '请选择拜访形式',
  traceStage: '请选择跟进阶段',
  intention: '请选择客户意向',
  callResult: '请选择通话结果',
} as const;

/** The list's sortable columns (orderBy "field dir"); the server takes no other. */
export const CUSTOMER_SORT_FIELDS = ['time_create', 'tel_number', 'customer_name', 'time_callout'] as const;
export type CustomerSortField = (typeof CUSTOMER_SORT_FIELDS)[number];
export const DEFAULT_CUSTOMER_ORDER = 'time_create desc';

/** The columns of the list, and of its 全部 export (download type 3), one row per customer and task. */
export const CUSTOMER_LIST_COLUMNS = [
  '手机号码',
  '客户姓名',
  '客户来源',
  '创建时间',
  '负责人',
  '任务名称',
  '通话结果',
  '跟进阶段',
  '客户意向',
  '标签',
  '外呼时间',
] as const;

/** 导出Excel of the selected customers, written in the browser. */
export const SELECTED_CUSTOMERS_FILE = {
  fileName: '客户列表.xlsx',
  sheetName: '客户信息',
  header: ['客户姓名', '手机号码', 'QQ', '微信', '电子邮件'],
} as const;

export const CUSTOMER_TEXTS = {
  exportQueued: '已添加到下载中心，请前往下载中心',
  exportFailed: '导出到下载中心失败',
  infoFailed: '获取客户信息失败',
  saved: '保存成功',
  saveFailed: '保存失败',
  submitted: '提交成功',
  submitFailed: '提交失败',
  notFound: '客户不存在',
} as const;

/** 人工分类 is saved this long after the last click on a label. */
/**
 * The intention grades every enterprise has from its registration (the templates' grade rules
 * give them), with what each means; a published script's other grades join them.
 */
export const FIRST_DAY_GRADES = [
  { name: 'A', description: '意向较强' },
  { name: 'B', description: '有一定意向' },
  { name: 'C', description: '意向不明确' },
  { name: 'D', description: '明确拒绝' },
] as const;

export const MANUAL_INTENTION_SAVE_DELAY_MS = 1_500;
