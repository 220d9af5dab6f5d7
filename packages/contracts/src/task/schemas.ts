import { z } from 'zod';
import { dialogItem } from '../flow/dialogue.ts';
import { rules } from '../rules.ts';
import {
  dayText,
  flag,
  idLike,
  integer,
  list,
  optionalInteger,
  optionalText,
  paging,
  sortOrder,
  text,
} from '../schemas/fields.ts';
import {
  CALL_RESULTS,
  DEFAULT_TASK_RECORD_ORDER,
  TASK_CONFIG,
  TASK_RECORD_SORT_FIELDS,
  taskFormMessages,
} from './constants.ts';
import { displayLinesOf } from './display-lines.ts';
import { isWorkWindowText } from './work-window.ts';

const taskId = integer('任务ID', { positive: true });

/** 机器人工作时间: the morning's and the afternoon's window, both required. */
const timeRange = list(
  z.string({ error: taskFormMessages.workTimeRequired }).trim().refine(isWorkWindowText, '机器人工作时间格式错误'),
  '机器人工作时间',
  2,
).refine((ranges) => ranges.length === 2, taskFormMessages.workTimeRequired);

/** The display lines, sent as their text (display-lines.ts) or as a list. */
const telNum = z
  .preprocess(
    (value: string | string[]) => (typeof value === 'string' ? displayLinesOf(value) : value),
    list(
      z
        .string({ error: '外显号码格式错误' })
        .trim()
        .regex(/^\d{5,20}$/, '外显号码格式错误'),
      '外显号码',
      50,
    ),
  )
  .refine((numbers) => numbers.length > 0, taskFormMessages.linesRequired);

const recallWaitTimes = TASK_CONFIG.recallWaitTimeList.map((option) => option.value);

/** A millisecond instant as number or text. */
const instant = (required: string) =>
  z.preprocess(
    (value: number | string) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value),
    z.number({ error: required }).int(required).positive(required),
  );

export const lineRow = z.object({
  cpnCode: z.string(),
  /** '' when the line has no name: the dialog shows the number. */
  lineName: z.string(),
  /** The concurrency as the dialog shows it, e.g. 10路并发. */
  concurrentName: z.string(),
  concurrentShow: z.number().int(),
  concurrent: z.number().int(),
  /** 1 when the line has expired (已过期). */
  expired: z.union([z.literal(0), z.literal(1)]),
  /** 1 when a running task of the enterprise uses the line (占用中). */
  used: z.union([z.literal(0), z.literal(1)]),
  /** YYYY-MM-DD in the report time zone, '' when it never expires. */
  expireDate: z.string(),
});

export const taskRow = z.object({
  taskId: z.number().int(),
  businessId: z.number().int(),
  name: z.string(),
  /** constants.ts TaskStatus. */
  status: z.number().int(),
  deleted: z.union([z.literal(0), z.literal(1)]),
  /** Why the task paused by itself (5, 6, 7); '' otherwise. */
  reason: z.string(),
  speechSkillId: z.number().int(),
  speechSkillName: z.string(),
  accountId: z.number().int().nullable(),
  accountName: z.string(),
  /** The display lines as one text (display-lines.ts). */
  telNum: z.string(),
  /** Milliseconds. */
  beginTime: z.number(),
  endTime: z.number(),
  /** JSON text of ["HH:mm:00-HH:mm:00", "HH:mm:00-HH:mm:00"]. */
  timeRange: z.string(),
  recallMaxCount: z.number().int(),
  /** Seconds. */
  recallWaitTime: z.number().int(),
  /** The redial round under way: 0 for the first calls. */
  recallCount: z.number().int(),
  /** JSON text of the grade names. */
  pushIntention: z.string(),
  isRecord: z.union([z.literal(0), z.literal(1)]),
  /** The uploaded file's own name, and the server's name for it. */
  uploadFileName: z.string(),
  fileName: z.string(),
  /** Numbers in the task (号码量) and calls of the current round: done and planned (进度). */
  numberCount: z.number().int(),
  processCount: z.number().int(),
  totalCount: z.number().int(),
  /** Numbers called at least once (已外呼号码), answered calls (接通量) and their share of calls (0-1). */
  processTelCount: z.number().int(),
  completionCount: z.number().int(),
  completionRate: z.number(),
  /** YYYY-MM-DD HH:mm:ss in the report time zone; finishTime '' until finished. */
  createTime: z.string(),
  finishTime: z.string(),
});

export const taskUploadRow = z.object({
  /** The stored file's name, for createTaskWithFile. */
  fileName: z.string(),
  /** Rejected rows / all rows, 0-1. */
  errorRate: z.number(),
  /** The rejected rows with their reasons (below staticUrl); '' when none. */
  errorFilePath: z.string(),
  totalRows: z.number().int(),
  acceptedRows: z.number().int(),
});

export const taskStatisticsRow = z.object({
  /** Numbers of the task (号码量). */
  totalTel: z.number().int(),
  /** Calls made (已外呼次数). */
  totalCall: z.number().int(),
  /** Numbers called at least once (已外呼号码). */
  totalCallTel: z.number().int(),
  /** Numbers answered (接通量). */
  totalAnswer: z.number().int(),
  /** totalAnswer / totalCallTel × 100, one decimal; null before any call (--). */
  answerPercent: z.number().nullable(),
});

export const callResultRow = z.object({ code: z.string(), desc: z.string() });

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
  taskId,
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
  callOutBeginTime: optionalInteger('外呼开始时间', { positive: true }),
  callOutEndTime: optionalInteger('外呼结束时间', { positive: true }),
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

const ownerQuery = {
  sysType: idLike('系统类型'),
  /** '' for every member's tasks (the master and the operator); else a member's own. */
  accountId: z.union([z.literal(''), idLike('账号ID')]).optional(),
};

export const taskSchemas = {
  searchTaskList: {
    body: z.object({ ...ownerQuery, ...paging(50), taskId: optionalInteger('任务ID', { positive: true }) }),
    row: taskRow,
  },
  searchHistoryTaskList: {
    body: z.object({
      ...ownerQuery,
      ...paging(10),
      taskName: optionalText('任务名称', 50),
      sortName: z.enum(['createTime', 'finishTime'], { error: '排序字段格式错误' }).optional(),
      sortOrder: sortOrder(),
    }),
    row: taskRow,
  },
  searchCallResultList: { row: callResultRow },
  uploadTaskFile: {
    upload: {
      fileField: 'OBJECT',
      aliases: ['file'],
      fields: z.object({
        fileSuffix: optionalText('文件类型', 10),
        speechSkillId: integer('话术ID', { positive: true }),
      }),
    },
    row: taskUploadRow,
  },
  createTaskWithFile: {
    body: z
      .object({
        accountId: idLike('账号ID'),
        accountName: optionalText('账号名称', 50),
        name: z
          .string({ error: taskFormMessages.nameRequired })
          .trim()
          .min(1, taskFormMessages.nameRequired)
          .refine((value) => rules.name.test(value), taskFormMessages.nameFormat),
        sysType: idLike('系统类型'),
        fileName: text('外呼数据', 100),
        orgFileName: optionalText('文件名', 200),
        taskConfig: z.object(
          {
            telNum,
            mcp: optionalText('行业', 50),
            speechSkillId: integer('话术ID', { positive: true }),
            beginTime: instant(taskFormMessages.beginRequired),
            endTime: instant(taskFormMessages.endRequired),
            timeRange,
            recallMaxCount: optionalInteger('外呼次数', { max: 10 }).transform((value) => value ?? 0),
            recallWaitTime: optionalInteger('外呼间隔时间').transform((value) => value ?? 0),
            pushIntention: list(text('意向客户推送', 20), '意向客户推送', 10),
            isRecord: flag('高性能模式').default(1),
          },
          { error: '任务配置不能为空' },
        ),
      })
      .refine((body) => body.taskConfig.beginTime <= body.taskConfig.endTime, {
        message: taskFormMessages.beginAfterEnd,
        path: ['taskConfig', 'beginTime'],
      })
      // 未接通再次外呼 takes both selects or neither.
      .refine((body) => body.taskConfig.recallMaxCount === 0 || body.taskConfig.recallWaitTime > 0, {
        message: taskFormMessages.recallWaitRequired,
        path: ['taskConfig', 'recallWaitTime'],
      })
      .refine((body) => body.taskConfig.recallWaitTime === 0 || body.taskConfig.recallMaxCount > 0, {
        message: taskFormMessages.recallCountRequired,
        path: ['taskConfig', 'recallMaxCount'],
      })
      .refine(
        (body) => body.taskConfig.recallWaitTime === 0 || recallWaitTimes.includes(body.taskConfig.recallWaitTime),
        { message: '外呼间隔时间格式错误', path: ['taskConfig', 'recallWaitTime'] },
      ),
    row: z.object({ taskId: z.number().int() }),
  },
  modifyTask: {
    body: z.object({
      taskId,
      sysType: idLike('系统类型'),
      taskConfig: z.object(
        {
          telNum: telNum.optional(),
          endTime: instant(taskFormMessages.endRequired).optional(),
          timeRange: timeRange.optional(),
        },
        { error: '任务配置不能为空' },
      ),
    }),
    row: taskRow,
  },
  pauseTask: { body: z.object({ taskId }), row: taskRow },
  runTask: { body: z.object({ taskId }), row: taskRow },
  deleteTask: { body: z.object({ taskId }) },
  taskStatistics: {
    body: z.object({ taskId, channelCode: idLike('渠道'), businessId: idLike('企业ID') }),
    row: taskStatisticsRow,
  },
  queryTaskDataReport: {
    body: rangesInOrder(z.object({ ...recordFilters, ...paging(10), order: recordOrder })),
    row: taskRecordRow,
  },
  searchTel: { row: lineRow },
  saveLine: {
    body: z.object({
      cpnCode: text('线路号码', 20).regex(/^\d{5,20}$/, '线路号码格式错误'),
      lineName: optionalText('线路名称', 30),
      concurrency: optionalInteger('并发数', { positive: true, max: 1000 }),
      /** YYYY-MM-DD (or YYYYMMDD): the last day the line works; '' never expires. */
      expireDate: z.literal('').or(dayText('到期日期')).optional(),
      /** 2 outbound, 3 reception and outbound; a new line is 2. */
      cpnType: optionalInteger('线路类型').pipe(
        z.union([z.literal(2), z.literal(3), z.undefined()], { error: '线路类型只能为2或3' }),
      ),
      status: flag('线路状态').optional(),
    }),
    row: lineRow,
  },
};
