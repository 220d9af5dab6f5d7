import { z } from 'zod';
import { rules } from '../rules.ts';
import {
  ColumnRange,
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
import { TASK_CONFIG, taskFormMessages } from './constants.ts';
import { displayLinesOf } from './display-lines.ts';
import { taskRecordQuery, taskRecordRow } from './record-schemas.ts';
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
    z
      .number({ error: required })
      .int(required)
      .positive(required)
      .max(ColumnRange.timestamp.max, required)
      .meta({ format: 'int64' }),
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
  /** 1 records the calls (通话录音); 0 is 高性能模式, which records none. */
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
            /** 1 records the calls; 0 is 高性能模式 (no recordings). */
            isRecord: flag('通话录音').default(1),
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
    body: taskRecordQuery,
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
