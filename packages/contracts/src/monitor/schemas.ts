import { z } from 'zod';
import { integer, optionalText, text } from '../schemas/fields.ts';
import { RECEPTION_MONITOR_ID } from './constants.ts';

export const liveTaskRow = z.object({
  taskId: z.number().int(),
  taskName: z.string(),
  speechSkillId: z.number().int(),
  speechSkillName: z.string(),
  /** Numbers of the task, and those called at least once. */
  totalCount: z.number().int(),
  calledCount: z.number().int(),
  /** Calls of the task in progress now (on this platform). */
  liveCount: z.number().int(),
  /** Of those, the ones colour rules put in orange and red. */
  orangeCount: z.number().int(),
  redCount: z.number().int(),
});

const liveLine = z.object({
  role: z.enum(['robot', 'customer']),
  text: z.string(),
  /** ms since the epoch. */
  at: z.number(),
  /** A customer line the script did not understand (未识别). */
  unrecognised: z.boolean(),
});

export const liveCallRow = z.object({
  /** The live call's id (not the record's: that is written when it ends). */
  callId: z.string(),
  taskId: z.number().int(),
  customerNumber: z.string(),
  line: z.string(),
  /** ms since the epoch. */
  startedAt: z.number(),
  /** ringing → talking; takenOver once a supervisor took it; transferring while an agent is rung. */
  state: z.enum(['ringing', 'talking', 'transferring', 'takenOver']),
  unrecognised: z.number().int(),
  /** What was said so far; empty without the transcript function. */
  lines: z.array(liveLine),
  /** Whether lines are shown (the enterprise's transcript function). */
  transcript: z.boolean(),
});

export const monitorColours = z
  .object({
    orange: integer('橙色未识别次数', { positive: true, max: 99 }),
    red: integer('红色未识别次数', { positive: true, max: 99 }),
  })
  .refine((value) => value.red >= value.orange, {
    message: '红色未识别次数不得小于橙色未识别次数',
    path: ['red'],
  });

const callRef = z.object({ callId: text('通话ID', 64) });

/** A task's id, or RECEPTION_MONITOR_ID for the inbound calls. */
const monitoredTask = integer('任务ID').pipe(
  z.number().refine((id) => id > 0 || id === RECEPTION_MONITOR_ID, '任务ID格式错误'),
);

/** 0 is the task list. */
const watchedTask = z.object({
  taskId: integer('任务ID').pipe(z.number().refine((id) => id >= 0 || id === RECEPTION_MONITOR_ID, '任务ID格式错误')),
});

export const monitorSchemas = {
  queryRealTimeData: { row: liveTaskRow },
  queryRealTimeCallDetail: {
    body: z.object({ taskId: monitoredTask }),
    row: liveCallRow,
  },
  watch: { body: watchedTask },
  unwatch: { body: watchedTask },
  queryConfig: { row: monitorColours },
  config: { body: monitorColours },
  monitorDialog: { body: callRef },
  /** Answers the 人工接管 trace written for the customer, which updateTrace completes. */
  takeControl: { body: callRef, row: z.object({ traceId: z.number().int(), customerNumber: z.string() }) },
  updateTrace: {
    body: z.object({
      traceId: integer('跟进记录ID', { positive: true }),
      traceDetail: optionalText('跟进内容', 500),
      traceStage: integer('跟进阶段', { max: 6 }).pipe(z.number().min(2, '跟进阶段格式错误')).optional(),
      /** 提交并挂断: the desk's call taken over is hung up as well. */
      hangup: z.boolean({ error: '挂断标记格式错误' }).default(false),
    }),
  },
};
