import type { MonitorColours } from './endpoints.ts';

/**
 * The AI接待 row of the monitor: the enterprise's inbound calls in progress, shown as one more
 * "task" (its calls' taskId, the detail page's and the watch's). 0 is the task list's watch.
 */
export const RECEPTION_MONITOR_ID = -1;
export const RECEPTION_MONITOR_NAME = 'AI接待';

/** How long a watch lasts unless renewed; the page renews it at a third of this. */
export const MONITOR_WATCH_SECONDS = 60;

/** The thresholds of a new enterprise: orange from 2 unrecognised answers, red from 4. */
export const DEFAULT_MONITOR_COLOURS = { orange: 2, red: 4 } as const;

/** Business config key of the thresholds. */
export const MONITOR_COLOURS_KEY = '__monitorColour';

export const MONITOR_TEXTS = {
  redBelowOrange: '红色未识别次数不得小于橙色未识别次数',
  noAgentService: '当前企业没有开通人工客服功能,请联系商务人员开通。客服电话：',
  noDesk: '权限不足，请联系管理员',
  callEnded: '该通话已结束',
  takenOver: '该通话已被接管',
  transferring: '该通话正在转接人工坐席，无法接管',
  noMonitorFunction: '当前企业未开通实时监听功能',
  /** The 人工接管 trace's detail until the supervisor writes their own. */
  takeOverTrace: '人工接管机器人通话',
} as const;

export type MonitorColour = 'green' | 'orange' | 'red';

/** 绿色 below orange, 橙色 from orange, 红色 from red. */
export function colourOf(unrecognised: number, colours: MonitorColours): MonitorColour {
  if (unrecognised >= colours.red) return 'red';
  if (unrecognised >= colours.orange) return 'orange';
  return 'green';
}
