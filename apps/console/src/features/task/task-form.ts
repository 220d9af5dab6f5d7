import {
  DEFAULT_TIME_RANGES,
  displayLinesOf,
  displayLinesText,
  formatWorkWindow,
  parseWorkWindow,
  type SessionUser,
  type SpeechSkillRow,
  type TaskRow,
  type WorkWindowTimes,
} from '@console/contracts';
import dayjs, { type Dayjs } from 'dayjs';
import type { NewTask } from './api/create-task.ts';
import type { TaskChanges } from './api/modify-task.ts';
import { TASK_SYS_TYPE } from './api/task-owner.ts';

/** The uploaded numbers file; `accepted` is false while too many of its rows were rejected and not yet ignored. */
export interface NumberFile {
  fileName: string;
  orgFileName: string;
  accepted: boolean;
}

export type WorkWindow = [Dayjs, Dayjs];

export interface TaskFormValues {
  name: string;
  speechSkillId?: number;
  numberFile?: NumberFile;
  recallMaxCount?: number;
  recallWaitTime?: number;
  pushIntention: string[];
  telNum: string[];
  beginTime?: Dayjs;
  endTime?: Dayjs;
  morning?: WorkWindow | null;
  afternoon?: WorkWindow | null;
  /** 高性能模式: no recordings (isRecord 0). */
  highPerformance: boolean;
}

/** "HH:mm" as today's time, for the work-window pickers. */
export function clockAt(time: string): Dayjs {
  const [hour, minute] = time.split(':').map(Number);
  return dayjs()
    .hour(hour ?? 0)
    .minute(minute ?? 0)
    .second(0)
    .millisecond(0);
}

function windowOf(range: WorkWindowTimes): WorkWindow {
  return [clockAt(range.begin), clockAt(range.end)];
}

function parseWindow(text: string | undefined): WorkWindow | null {
  const times = parseWorkWindow(text ?? '');
  return times && windowOf(times);
}

function formatWindow(window: WorkWindow): string {
  return formatWorkWindow({ begin: window[0].format('HH:mm'), end: window[1].format('HH:mm') });
}

function parseJsonList(text: string): string[] {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.map(String) : [];
  } catch {
    return [];
  }
}

export function newTaskValues(): TaskFormValues {
  return {
    name: '',
    pushIntention: [],
    telNum: [],
    morning: windowOf(DEFAULT_TIME_RANGES[0]),
    afternoon: windowOf(DEFAULT_TIME_RANGES[1]),
    highPerformance: false,
  };
}

/** A task as the edit dialog shows it: everything read back, only some of it editable. */
export function editTaskValues(task: TaskRow): TaskFormValues {
  const [morning, afternoon] = parseJsonList(task.timeRange);
  return {
    name: task.name,
    speechSkillId: task.speechSkillId,
    numberFile: { fileName: task.fileName, orgFileName: task.uploadFileName, accepted: true },
    recallMaxCount: task.recallMaxCount || undefined,
    recallWaitTime: task.recallWaitTime || undefined,
    pushIntention: parseJsonList(task.pushIntention),
    telNum: displayLinesOf(task.telNum),
    beginTime: dayjs(task.beginTime),
    endTime: dayjs(task.endTime),
    morning: parseWindow(morning),
    afternoon: parseWindow(afternoon),
    highPerformance: task.isRecord === 0,
  };
}

function timeRangeOf(values: TaskFormValues): string[] {
  return [values.morning, values.afternoon].filter((window): window is WorkWindow => !!window).map(formatWindow);
}

/**
 * Parts of the platform's task config that have no field in this dialog (modules-spec 4.3):
 * always sent off or empty, as the original console sends them.
 */
const OPTIONS_WITHOUT_UI = {
  miniConnectRate: '',
  transferAgent: { flag: 0, type: '', number: [] },
  transferSilenceAgent: { flag: 0, number: [] },
  connectRateAlarmTel: '',
  recallStatus: [],
};

/** createTaskWithFile's body; the dialog calls it only once the form validated. */
export function createTaskBody(
  values: TaskFormValues,
  user: Pick<SessionUser, 'id' | 'surname'>,
  script: Pick<SpeechSkillRow, 'id' | 'mcp'>,
): NewTask {
  return {
    accountId: user.id,
    accountName: user.surname,
    name: values.name.trim(),
    sysType: TASK_SYS_TYPE,
    fileName: values.numberFile?.fileName ?? '',
    orgFileName: values.numberFile?.orgFileName ?? '',
    taskConfig: {
      telNum: displayLinesText(values.telNum),
      mcp: script.mcp,
      speechSkillId: script.id,
      beginTime: values.beginTime?.valueOf() ?? 0,
      endTime: values.endTime?.valueOf() ?? 0,
      timeRange: timeRangeOf(values),
      recallMaxCount: values.recallMaxCount ?? 0,
      recallWaitTime: values.recallWaitTime ?? 0,
      pushIntention: values.pushIntention,
      isRecord: values.highPerformance ? 0 : 1,
      ...OPTIONS_WITHOUT_UI,
    },
  };
}

/** modifyTask's body: the three things an existing task lets change. */
export function modifyTaskBody(taskId: number, values: TaskFormValues): TaskChanges {
  return {
    taskId,
    sysType: TASK_SYS_TYPE,
    taskConfig: {
      telNum: displayLinesText(values.telNum),
      endTime: values.endTime?.valueOf() ?? 0,
      timeRange: timeRangeOf(values),
    },
  };
}
