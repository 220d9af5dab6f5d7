/**
 * Calling tasks' vocabulary (modules-spec 4): statuses with their texts, the runtime config's
 * redial options (taskconfig.json) and the dialog's defaults. Apart from the zod schemas so the
 * console shows them without bundling zod.
 */

/** Task status codes; 4 is finished (history only), 3/5/6/7 are the kinds of 暂停中. */
export const TaskStatus = {
  unpublished: 0,
  published: 1,
  running: 2,
  paused: 3,
  finished: 4,
  /** Waiting for the next redial round (等待重复外呼自动暂停). */
  waitingRedial: 5,
  /** Outside the work hours (不在外呼时间段自动暂停). */
  outsideHours: 6,
  /** The end time passed or the lines expired (号码到期或超过结束时间). */
  expired: 7,
} as const;
export type TaskStatusValue = (typeof TaskStatus)[keyof typeof TaskStatus];

export const TASK_STATUS_TEXTS: Record<TaskStatusValue, string> = {
  0: '未发布',
  1: '已发布',
  2: '进行中',
  3: '暂停中',
  4: '已完成',
  5: '暂停中',
  6: '暂停中',
  7: '暂停中',
};

/** Why a task paused by itself (the card's help icon for 5, 6 and 7). */
export const TASK_PAUSE_REASONS = {
  5: '等待重复外呼自动暂停',
  6: '不在外呼时间段自动暂停',
  7: '号码到期或超过结束时间',
} as const;

/** A running task's reason while calls a stopped server left are taken back (task cards show it). */
export const TASK_RECOVERING_REASON = '通话恢复中：服务重启前未结束的通话正在重新处理';

export const DELETED_TASK_TEXT = '已删除';

/** The statuses 继续 (runTask) applies to; every other live status offers 暂停. */
export const RESUMABLE_TASK_STATUSES: readonly number[] = [3, 5, 6, 7];

/** taskconfig.json: 外呼次数 and 外呼间隔时间 of 未接通再次外呼. */
export const TASK_CONFIG = {
  recallMaxCountList: Array.from({ length: 10 }, (_, i) => ({ label: `${i + 1}次`, value: i + 1 })),
  recallWaitTimeList: [
    { label: '2秒', value: 2 },
    { label: '15分钟', value: 900 },
    { label: '30分钟', value: 1800 },
    { label: '45分钟', value: 2700 },
    { label: '60分钟', value: 3600 },
    { label: '120分钟', value: 7200 },
    { label: '180分钟', value: 10800 },
  ],
  miniConnectRateList: [
    { label: '25%', value: 0.25 },
    { label: '20%', value: 0.2 },
    { label: '15%', value: 0.15 },
    { label: '10%', value: 0.1 },
    { label: '5%', value: 0.05 },
  ],
};

/** 机器人工作时间: the morning and afternoon windows a new task starts with, and their bounds. */
export const DEFAULT_TIME_RANGES = [
  { begin: '09:00', end: '12:00' },
  { begin: '13:30', end: '20:00' },
] as const;
export const CALL_TIME_BOUNDS = [
  { begin: '09:00', end: '12:00' },
  { begin: '12:00', end: '21:00' },
] as const;

export type CallTimeBounds = readonly { begin: string; end: string }[];

const HALF_HOUR_MARK = /^(([01]\d|2[0-3]):[03]0|24:00)$/;

/** Whether a business config __calltime value is two "HH:mm" windows on the half hour, begin before end. */
export function isCallTimeBounds(value: unknown): value is CallTimeBounds {
  return (
    Array.isArray(value) &&
    value.length === 2 &&
    value.every(
      (bounds) =>
        typeof bounds?.begin === 'string' &&
        typeof bounds?.end === 'string' &&
        HALF_HOUR_MARK.test(bounds.begin) &&
        HALF_HOUR_MARK.test(bounds.end) &&
        bounds.begin < bounds.end,
    )
  );
}

/**
 * The bounds of the two work-time pickers: the enterprise's business config __calltime
 * ([{begin,end},{begin,end}], modules-spec 4.3) when it holds two valid windows, else the defaults.
 */
export function callTimeBounds(configured: unknown): CallTimeBounds {
  return isCallTimeBounds(configured) ? configured : CALL_TIME_BOUNDS;
}

/**
 * What the 创建任务 / 编辑任务 dialog says of a field it refuses; the server's schema refuses the
 * same body with the same words, so a request that slips past the dialog reads alike.
 */
export const taskFormMessages = {
  nameRequired: '请输入任务名称',
  nameFormat: '任务名称格式不正确',
  linesRequired: '请选择外显号码',
  workTimeRequired: '请选择机器人工作时间',
  beginRequired: '请设置开始时间',
  endRequired: '请设置结束时间',
  beginAfterEnd: '开始时间不能大于结束时间',
  endBeforeBegin: '结束时间不能小于开始时间',
  recallCountRequired: '请选择外呼次数',
  recallWaitRequired: '请选择外呼间隔时间',
} as const;

/** A task's numbers file at most: 1,000,000 rows with a few variable columns. */
export const TASK_FILE_MAX_BYTES = 100 * 1024 * 1024;

/**
 * The outcomes a task's call can have (searchCallResultList; 通话结果). Codes 0 and 15 are the
 * answered ones whose talk time the record table shows (config.json callResult ["0","15"]).
 */
export const CALL_RESULTS = [
  { code: '0', desc: '已接通' },
  { code: '15', desc: '已接通（转人工）' },
  { code: '1', desc: '无人接听' },
  { code: '2', desc: '用户忙' },
  { code: '3', desc: '关机' },
  { code: '4', desc: '空号' },
  { code: '5', desc: '拒接' },
  { code: '6', desc: '停机' },
  { code: '7', desc: '无法接通' },
  // Not the network's: the server placing the call stopped mid-call (a crash); redialled by the task's rules.
  { code: '8', desc: '通话中断' },
] as const;

/** The outcomes of an answered call: 已接通, and 已接通（转人工） when the robot handed it over. */
const ANSWERED_CALL_RESULTS: readonly string[] = ['0', '15'];

export function isAnsweredResult(code: string): boolean {
  return ANSWERED_CALL_RESULTS.includes(code);
}

/**
 * config.json callResult: the outcomes whose talk time the record table shows (通话时长), the
 * answered ones unless configured; every other outcome shows --.
 */
export const TALK_TIME_CALL_RESULTS: readonly string[] = ANSWERED_CALL_RESULTS;

/**
 * The columns queryTaskDataReport sorts by (order "<field> <dir>", several joined by ", "): the
 * record table's sortable ones, and task_data_id, which the console appends as the tie-break.
 */
export const TASK_RECORD_SORT_FIELDS = [
  'time_callout',
  'duration_ring',
  'duration_call',
  'tag_intention',
  'task_data_id',
] as const;
export type TaskRecordSortField = (typeof TASK_RECORD_SORT_FIELDS)[number];

/** The record table's order until a column is sorted: the newest call first. */
export const DEFAULT_TASK_RECORD_ORDER = 'time_callout desc';

/**
 * A task planned to run longer than this is a 长期任务: its records are exported only for a call
 * time range of at most this many days (30050 otherwise).
 */
export const LONG_TASK_DAYS = 31;

/** 下载名单's two lists (download type 5, query callOut). */
export const TaskNumbersCallOut = {
  /** 下载已呼名单: the numbers called at least once. */
  called: 1,
  /** 下载待呼名单: the numbers still to be called (the first time, or again in a redial round). */
  waiting: 0,
} as const;

/** What the record table and the report file show for no value. */
export const NO_VALUE_TEXT = '--';

/** 振铃时长: seconds, -- when it did not ring. */
export function ringTimeText(seconds: number): string {
  return seconds > 0 ? `${seconds}秒` : NO_VALUE_TEXT;
}

/** 通话时长: seconds for the outcomes of config callResult, -- for the others. */
export function talkTimeText(
  seconds: number,
  callResult: string,
  shownResults: readonly string[] = TALK_TIME_CALL_RESULTS,
): string {
  return shownResults.includes(callResult) ? `${seconds}秒` : NO_VALUE_TEXT;
}

/** The header of a task's report file (download type 1): the record table's columns. */
export const TASK_REPORT_HEADER = [
  '号码',
  '外呼时间',
  '振铃时长',
  '通话时长',
  '通话结果',
  '拨打次数',
  '标签',
  '意向程度',
  '识别详情',
] as const;

/** Why an enterprise may not create tasks (modules-spec 4.2's empty states), with the texts shown. */
export const TASK_CREATION_REFUSALS = {
  reviewing: '企业正在审核中，暂时无法创建任务',
  authFailed: '企业认证失败，暂时无法创建任务',
  unverified: '您尚未进行企业认证，暂时无法创建任务',
  feeLack: '您的账号余额不足，请充值后再来创建任务',
} as const;
export type TaskCreationRefusal = keyof typeof TASK_CREATION_REFUSALS;

/** The first reason that applies, in the spec's order, or null when the enterprise may create tasks. */
export function taskCreationRefusal(enterpriseStatus: number, feeLack: boolean): TaskCreationRefusal | null {
  if (enterpriseStatus === 1) return 'reviewing';
  if (enterpriseStatus === 3) return 'authFailed';
  if (enterpriseStatus !== 2) return 'unverified';
  return feeLack ? 'feeLack' : null;
}
