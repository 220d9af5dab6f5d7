import { z } from 'zod';
import { dialogItem } from '../flow/dialogue.ts';
import { idLike, integer, optionalInteger, optionalText, paging } from '../schemas/fields.ts';
import { CALL_RESULTS, DEFAULT_TASK_RECORD_ORDER, TASK_RECORD_SORT_FIELDS } from './constants.ts';

/**
 * The calls of a task on its detail page (modules-spec 4.6): the record table's rows, its filters
 * and order, and the report and numbers exports, which carry the same filters.
 */

/** One call of a task on the detail page (modules-spec 4.6). */
export const taskRecordRow = z.object({
  /** The call's own id: a number called twice has two records with one task_data_id. */
  id: z.number().int(),
  tel_number: z.string(),
  /** 外呼时间: YYYY-MM-DD HH:mm:ss in the report time zone. */
  time_callout: z.string(),
  /** 振铃时长 and 通话时长 in whole seconds. */
  duration_ring: z.number().int(),
  duration_call: z.number().int(),
  /** A code of searchCallResultList, and its text. */
  call_result: z.string(),
  call_resultdes: z.string(),
  /** 拨打次数: which call to the number this was, from 1. */
  call_index: z.number().int(),
  /** The call's labels joined by ，; '' when none. */
  label_show: z.string(),
  /** 意向程度: the grade's name, '' when none. */
  tag_intention: z.string(),
  /** The number's row in the task (the viewed marks remember it). */
  task_data_id: z.number().int(),
  /** 识别详情: the robot's and the customer's lines; empty when nobody spoke. */
  dialog: z.array(dialogItem),
  /** The recording below config voiceUrl (a signed link); '' when the call has none. */
  voice_url: z.string(),
});

const callResultCodes: readonly string[] = CALL_RESULTS.map((result) => result.code);
/** 意向程度 as the console sends it: each name in single quotes, joined by ",". */
const QUOTED_NAMES = /^'[^']*'(\s*,\s*'[^']*')*$/;
const sortDirections = ['asc', 'desc'];

/** order "<field> <dir>" (several joined by ","), each field one of TASK_RECORD_SORT_FIELDS. */
const recordOrder = optionalText('排序', 200).transform((value, ctx) => {
  const sorts: { field: (typeof TASK_RECORD_SORT_FIELDS)[number]; dir: 'asc' | 'desc' }[] = [];
  for (const part of (value || DEFAULT_TASK_RECORD_ORDER).split(',')) {
    const [field = '', dir = 'asc', ...rest] = part.trim().split(/\s+/);
    const known = TASK_RECORD_SORT_FIELDS.find((name) => name === field);
    if (!known || rest.length > 0 || !sortDirections.includes(dir.toLowerCase()) || sorts.length === 3) {
      ctx.addIssue({ code: 'custom', message: '排序格式错误' });
      return z.NEVER;
    }
    sorts.push({ field: known, dir: dir.toLowerCase() as 'asc' | 'desc' });
  }
  return sorts;
});

/** The record filters of the detail page (modules-spec 4.6), which its exports carry too. */
const recordFilters = {
  taskId: integer('任务ID', { positive: true }),
  channelCode: idLike('渠道'),
  businessId: idLike('企业ID'),
  /** 通话结果: codes joined by ",". */
  callResult: optionalText('通话结果', 200)
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((code) => code.trim())
        .filter(Boolean),
    )
    .refine((codes) => codes.every((code) => callResultCodes.includes(code)), '通话结果格式错误'),
  /** 意向程度: names each in single quotes, joined by ",". */
  tagIntention: optionalText('意向程度', 1000)
    .refine((value) => !value || QUOTED_NAMES.test(value), '意向程度格式错误')
    .transform((value) => [...(value ?? '').matchAll(/'([^']*)'/g)].map((match) => match[1])),
  /** 标签: names joined by spaces; a call with any of them matches. */
  label: optionalText('标签', 1000).transform((value) => (value ?? '').split(/\s+/).filter(Boolean)),
  /** 通话时长 in seconds, both ends included. */
  minCallDuration: optionalInteger('最短通话时长', { max: 86_400 }).refine(
    (value) => value === undefined || value >= 0,
    '最短通话时长不能小于0',
  ),
  maxCallDuration: optionalInteger('最长通话时长', { max: 86_400 }).refine(
    (value) => value === undefined || value >= 0,
    '最长通话时长不能小于0',
  ),
  /** Part of the customer's number. */
  telNumber: optionalText('手机号码', 20).refine((value) => !value || /^\d+$/.test(value), '手机号码格式错误'),
  /** 外呼时间 range, ms, both ends included. */
  callOutBeginTime: optionalInteger('外呼开始时间', { positive: true, column: 'timestamp' }),
  callOutEndTime: optionalInteger('外呼结束时间', { positive: true, column: 'timestamp' }),
};

type RecordFilterRanges = {
  minCallDuration?: number;
  maxCallDuration?: number;
  callOutBeginTime?: number;
  callOutEndTime?: number;
};

/** A range's ends in order when both are given; the message goes on the lower end. */
function endsInOrder(low: keyof RecordFilterRanges, high: keyof RecordFilterRanges, message: string) {
  const check = (body: RecordFilterRanges) => {
    const [from, to] = [body[low], body[high]];
    return from === undefined || to === undefined || from <= to;
  };
  return [check, { message, path: [low] as PropertyKey[] }] as const;
}

/** Each range's ends in order. */
function rangesInOrder<T extends z.ZodType<RecordFilterRanges>>(schema: T) {
  return schema
    .refine(...endsInOrder('minCallDuration', 'maxCallDuration', '最短通话时长不能大于最长通话时长'))
    .refine(...endsInOrder('callOutBeginTime', 'callOutEndTime', '外呼开始时间不能大于结束时间'));
}

/** What a task's report export (download type 1) stores: the record filters of the page. */
export const taskReportQuery = rangesInOrder(z.object(recordFilters, { error: '导出条件格式错误' }));

/** 下载名单's list (constants.ts TaskNumbersCallOut): 1 已呼, 0 待呼. */
const callOut = z
  .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')], {
    error: (iss) => (iss.input === undefined || iss.input === null ? '名单类型不能为空' : '名单类型格式错误'),
  })
  .transform((value) => Number(value) as 0 | 1);

/** What a task's numbers export (download type 5) stores: the list, and the filters for 已呼. */
export const taskNumbersQuery = rangesInOrder(z.object({ ...recordFilters, callOut }, { error: '导出条件格式错误' }));

/** queryTaskDataReport: a page of the record table. */
export const taskRecordQuery = rangesInOrder(z.object({ ...recordFilters, ...paging(10), order: recordOrder }));
