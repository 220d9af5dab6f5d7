import { z } from 'zod';
import { ErrorMessage } from '../errors.ts';
import { dialogItem } from '../flow/dialogue.ts';
import {
  checkedText,
  idLike,
  integer,
  list,
  optionalInteger,
  optionalText,
  paging,
  requiredText,
  text,
} from '../schemas/fields.ts';
import { CALL_RESULTS } from '../task/constants.ts';
import {
  CONTACT_WAYS,
  CUSTOMER_FIELDS,
  CUSTOMER_SORT_FIELDS,
  type CustomerSortField,
  DEFAULT_CUSTOMER_ORDER,
  MANUAL_TRACE_STAGES,
  PHONE_VISIT,
  TRACE_FORM_REQUIRED,
  TRACE_STAGES,
  TraceType,
} from './constants.ts';

const CALL_RESULT_CODES = CALL_RESULTS.map((result) => result.code) as [string, ...string[]];
const isCallResult = (code: string) => CALL_RESULT_CODES.includes(code);

const businessId = idLike('企业ID');
const userId = integer('客户ID', { positive: true });
const traceId = integer('跟进记录ID', { positive: true });

/** A customer's number: digits (landlines too). */
const telNumber = requiredText('手机号码', 20, '手机号码不能为空').regex(/^\d{3,20}$/, '手机号码格式错误');

/** Any part of a number. */
const telFragment = optionalText('手机号码', 20).refine(
  (value) => value === undefined || /^\d*$/.test(value),
  '手机号码只能包含数字',
);

/** YYYY-MM-DD HH:mm:ss in the report time zone; '' or absent for no bound. */
const localTime = (label: string) =>
  optionalText(label, 19).refine(
    (value) => !value || /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(value),
    ErrorMessage.fieldInvalid(label),
  );

/** "field dir" of a sortable column (CUSTOMER_SORT_FIELDS); nothing else reaches the SQL. */
const orderBy = optionalText('排序', 40).transform((value, ctx) => {
  const [field, direction = 'desc', ...rest] = (value || DEFAULT_CUSTOMER_ORDER).split(/\s+/);
  const known = (CUSTOMER_SORT_FIELDS as readonly string[]).includes(field);
  if (!known || rest.length > 0 || (direction !== 'asc' && direction !== 'desc')) {
    ctx.addIssue({ code: 'custom', message: '排序格式错误' });
    return z.NEVER;
  }
  return { field: field as CustomerSortField, direction: direction as 'asc' | 'desc' };
});

/** A select of fixed values: absent says `required`, a value not offered is malformed. */
function choice(label: string, values: readonly number[], required: string) {
  return z.preprocess(
    (value: number | string | null | undefined) =>
      value === '' || value === null ? undefined : typeof value === 'string' ? Number(value) : value,
    z.number({ error: required }).refine((value) => values.includes(value), ErrorMessage.fieldInvalid(label)),
  );
}

/** An optional text of the profile, as text ('' when absent); a number (a QQ) is taken as its digits. */
function profileText(field: Parameters<typeof checkedText>[0]) {
  return z.preprocess(
    (value: string | number | null | undefined) => (typeof value === 'number' ? String(value) : (value ?? '')),
    checkedText(field),
  );
}

const stageValues: readonly number[] = TRACE_STAGES.map((stage) => stage.value);

/** The filters of the list (modules-spec 8.2). */
const customerFilters = {
  business_id: businessId,
  orderBy,
  tel_number: telFragment,
  /** 意向程度: intention label names; a row's 客户意向 is its manual intention, else the AI's. */
  tag_intention: list(text('意向程度', 20), '意向程度', 20),
  /** 客户标签: names separated by spaces or commas; a row matches with any of them. */
  label: optionalText('客户标签', 200)
    .transform((value) => (value ?? '').split(/[\s,，]+/).filter(Boolean))
    .refine((labels) => labels.length <= 20, '客户标签不能超过20个'),
  customer_name: optionalText('客户姓名', 20),
  /** 客户来源: the member whose task found the customer. */
  source_cm_id: optionalInteger('客户来源', { positive: true }),
  trace_stage: list(
    integer('跟进阶段').refine((stage) => stageValues.includes(stage), '跟进阶段格式错误'),
    '跟进阶段',
    TRACE_STAGES.length,
  ),
  call_result: list(z.enum(CALL_RESULT_CODES, { error: '通话结果格式错误' }), '通话结果', CALL_RESULTS.length),
  /** 外呼任务. */
  task_id: optionalInteger('外呼任务', { positive: true }),
  /** 负责人: only the main account and the operator choose; a member always sees their own. */
  cm_id: optionalInteger('负责人', { positive: true }),
  /** 外呼时间. */
  begin_time: localTime('开始时间'),
  end_time: localTime('结束时间'),
};

function inOrder<T extends z.ZodType<{ begin_time?: string; end_time?: string }>>(schema: T) {
  return schema.refine((query) => !query.begin_time || !query.end_time || query.begin_time <= query.end_time, {
    message: '开始时间不能大于结束时间',
    path: ['begin_time'],
  });
}

/** The list's filters without the page: what the export of 全部 (download type 3) checks and stores. */
export const customerQuery = inOrder(z.object(customerFilters));

export const userExtend = z.object({ qq: z.string(), wechat: z.string(), email: z.string(), remark: z.string() });

/** One task of a customer in the list: its newest follow-up and the robot's newest call. */
export const customerTaskTrace = z.object({
  /** 负责人: who wrote the newest record (the task's owner for the robot's). */
  cm_name: z.string(),
  task_id: z.number().int(),
  task_name: z.string(),
  /** The newest call result of the task (contracts CALL_RESULTS), '' when none. */
  call_result: z.string(),
  trace_stage: z.number().int(),
  tag_ai_intention: z.string(),
  /** The intention a member gave (人工分类 or 跟进记录's 意向等级), '' when none. */
  tag_cm_intention: z.string(),
  /** YYYY-MM-DD HH:mm:ss of the newest call, '' when the task never called. */
  time_callout: z.string(),
  /** The call's labels joined by ','. */
  label_show: z.string(),
});

export const customerRow = z.object({
  user_id: z.number().int(),
  tel_number: z.string(),
  customer_name: z.string(),
  source_cm_name: z.string(),
  /** YYYY-MM-DD HH:mm:ss in the report time zone. */
  time_create: z.string(),
  user_extend: userExtend,
  /** Newest call first; only the tasks that match the trace filters. */
  task_trace: z.array(customerTaskTrace),
});

export const customerInfoRow = z.object({
  user_id: z.number().int(),
  customer_name: z.string(),
  tel_number: z.string(),
  /** 负责人; the main account when the customer has no member. */
  cm_id: z.number().int(),
  cm_name: z.string(),
  source_cm_name: z.string(),
  time_create: z.string(),
  user_extend: userExtend,
  /** 选择任务: the customer's tasks, newest record first. */
  task_list: z.array(z.object({ task_id: z.number().int(), task_name: z.string() })),
});

export const customerTraceRow = z.object({
  trace_id: z.number().int(),
  trace_type: z.enum([TraceType.ai, TraceType.manual]),
  cm_name: z.string(),
  /** 拜访形式 (CONTACT_WAYS); the robot's call is 电话拜访. */
  contact_way: z.number().int(),
  call_result: z.string(),
  trace_stage: z.number().int(),
  tag_cm_intention: z.string(),
  tag_ai_intention: z.string(),
  trace_detail: z.string(),
  time_trace: z.string(),
  /** Seconds of talk of the robot's call; 0 for a member's record. */
  call_duration: z.number().int(),
  customer_name: z.string(),
  task_id: z.number().int(),
  task_name: z.string(),
});

export const callDetailRow = z.object({
  trace_id: z.number().int(),
  user_id: z.number().int(),
  tel_number: z.string(),
  customer_name: z.string(),
  task_id: z.number().int(),
  task_name: z.string(),
  /** The number's row in the task (queryTaskDataReport's task_data_id). */
  task_data_id: z.number().int().nullable(),
  time_trace: z.string(),
  call_result: z.string(),
  call_duration: z.number().int(),
  tag_ai_intention: z.string(),
  tag_cm_intention: z.string(),
  /** The recording below config voiceUrl (a signed link), '' when the task did not record. */
  voice_url: z.string(),
  dialog: z.array(dialogItem),
});

export const customerMemberRow = z.object({ cm_id: z.number().int(), cm_name: z.string() });

export const customerSchemas = {
  queryCustomer: { body: inOrder(z.object({ ...customerFilters, ...paging(10, 100) })), row: customerRow },
  queryCustomerInfo: { body: z.object({ business_id: businessId, user_id: userId }), row: customerInfoRow },
  updateCustomer: {
    body: z.object({
      business_id: businessId,
      business_name: optionalText('企业名称', 100),
      user_id: userId,
      customer_name: checkedText(CUSTOMER_FIELDS.customerName),
      user_data: z
        .object(
          {
            qq: profileText(CUSTOMER_FIELDS.qq),
            wechat: profileText(CUSTOMER_FIELDS.wechat),
            email: profileText(CUSTOMER_FIELDS.email),
            remark: profileText(CUSTOMER_FIELDS.remark),
          },
          { error: '客户资料格式错误' },
        )
        .optional(),
    }),
  },
  queryCustomerTrace: {
    body: z.object({
      business_id: businessId,
      tel_number: telNumber,
      /** Only this task's records; absent for all of the customer's. */
      task_id: optionalInteger('任务ID', { positive: true }),
    }),
    row: customerTraceRow,
  },
  addTrace: {
    body: z
      .object({
        business_id: businessId,
        business_name: optionalText('企业名称', 100),
        tel_number: telNumber,
        // Who writes the record is the session's member, whatever these say.
        cm_id: idLike('负责人ID'),
        cm_name: optionalText('负责人', 50),
        task_id: integer('任务ID', { positive: true }),
        task_name: optionalText('任务名称', 100),
        contact_way: choice(
          '拜访形式',
          CONTACT_WAYS.map((way) => way.value),
          TRACE_FORM_REQUIRED.contactWay,
        ),
        trace_stage: choice(
          '跟进阶段',
          MANUAL_TRACE_STAGES.map((stage) => stage.value),
          TRACE_FORM_REQUIRED.traceStage,
        ),
        tag_cm_intention: requiredText('意向等级', 20, TRACE_FORM_REQUIRED.intention),
        /** Only with 电话拜访, where it is required. */
        callresult: optionalText('通话结果', 10),
        trace_detail: checkedText(CUSTOMER_FIELDS.traceDetail),
      })
      .superRefine((body, ctx) => {
        if (body.contact_way !== PHONE_VISIT) return;
        if (!body.callresult) {
          ctx.addIssue({ code: 'custom', message: TRACE_FORM_REQUIRED.callResult, path: ['callresult'] });
        } else if (!isCallResult(body.callresult)) {
          ctx.addIssue({ code: 'custom', message: '通话结果格式错误', path: ['callresult'] });
        }
      }),
    row: z.object({ trace_id: z.number().int() }),
  },
  queryCallDetail: { body: z.object({ business_id: businessId, trace_id: traceId }), row: callDetailRow },
  updateTagIntention: {
    body: z.object({
      business_id: businessId,
      business_name: optionalText('企业名称', 100),
      trace_id: traceId,
      /** The label clicked in 人工分类; '' takes the manual intention away. */
      tag_cm_intention: z.preprocess(
        (value: string | null | undefined) => value ?? '',
        z.string({ error: '人工分类格式错误' }).trim().max(20, '人工分类不能超过20个字符'),
      ),
      // The original page sends the call's other facts along; the trace decides them.
      tel_number: optionalText('手机号码', 20),
      cm_id: idLike('负责人ID'),
      cm_name: optionalText('负责人', 50),
      task_id: idLike('任务ID'),
      task_name: optionalText('任务名称', 100),
      task_data_id: idLike('任务数据ID'),
      tag_ai_intention: optionalText('AI分类', 20),
    }),
  },
  queryMember: {
    body: z.object({ business_id: businessId, name: optionalText('成员名称', 20) }),
    row: customerMemberRow,
  },
};
