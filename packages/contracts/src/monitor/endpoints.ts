import type { z } from 'zod';
import { defineEndpoints } from '../endpoint.ts';
import type { liveCallRow, liveTaskRow, monitorColours, monitorSchemas } from './schemas.ts';

/**
 * 实时监控 (modules-spec 10; the original's kylin service): the running tasks, each task's calls
 * in progress with their transcripts, the colour thresholds, and a supervisor's 监听 and 接管.
 * The page loads the lists once and then follows pushed monitorNotify messages (runtime-config.ts)
 * while it keeps a watch (watch, renewed before MONITOR_WATCH_SECONDS pass).
 */
const route = (path: string, summary: string) =>
  ({
    service: 'kylin',
    method: 'POST',
    path: `/api/v1/monitor/{businessId}/${path}`,
    auth: 'session',
    access: 'monitor',
    summary,
  }) as const;

export const monitorApi = defineEndpoints<typeof monitorSchemas>()({
  /** The enterprise's running tasks with their live figures. */
  queryRealTimeData: route('queryRealTimeData', '查询运行中任务的实时数据'),
  /** A running task's calls in progress; lines only with the transcript function. */
  queryRealTimeCallDetail: route('queryRealTimeCallDetail', '查询任务的实时通话'),
  /** Starts or renews this console's watch of the task list (taskId 0) or of one task. */
  watch: route('watch', '订阅实时监控推送'),
  /** Ends the watch (the page was left). */
  unwatch: route('unwatch', '取消实时监控推送'),
  /** The enterprise's colour thresholds (未识别次数). */
  queryConfig: route('queryConfig', '查询监控颜色规则'),
  config: route('config', '保存监控颜色规则'),
  /** 监听: the member's agent desk rings (origin listening) and hears the call from now on. */
  monitorDialog: route('monitorDialog', '监听通话'),
  /** 接管: the robot leaves and the call rings the member's agent desk with what was said. */
  takeControl: route('takeControl', '接管通话'),
  /** 提交: the supervisor's note on the 人工接管 trace takeControl wrote (their own, of the enterprise). */
  updateTrace: route('updateTrace', '提交接管跟进记录'),
});

export type MonitorColours = z.output<typeof monitorColours>;
export type LiveTaskRow = z.output<typeof liveTaskRow>;
export type LiveCallRow = z.output<typeof liveCallRow>;
export type LiveCallState = LiveCallRow['state'];
export type LiveLine = LiveCallRow['lines'][number];

/**
 * What the monitor page is pushed while it watches (monitorNotify): a call began (with its row),
 * said a line (its index in the call's lines: a gap means one was missed and the page reloads),
 * was taken over, or ended. A watch of the task list gets the same without lines.
 */
export type MonitorEvent =
  | { kind: 'started'; call: LiveCallRow }
  | { kind: 'line'; taskId: number; callId: string; index: number; line: LiveLine; unrecognised: number }
  | { kind: 'state'; taskId: number; callId: string; state: LiveCallState }
  | { kind: 'ended'; taskId: number; callId: string };
