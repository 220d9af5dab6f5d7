import {
  DELETED_TASK_TEXT,
  TASK_PAUSE_REASONS,
  TASK_STATUS_TEXTS,
  type TaskRow,
  TaskStatus,
  type TaskStatusValue,
} from '@console/contracts';

const NUMERALS = ['一', '二', '三', '四', '五', '六', '七', '八', '九', '十'];

/** 1 -> 一 ... 10 -> 十, 11 -> 十一 (ten redials make eleven rounds). */
export function chineseNumeral(value: number): string {
  if (value <= 10) return NUMERALS[value - 1] ?? String(value);
  if (value < 20) return `十${NUMERALS[value - 11]}`;
  return String(value);
}

/** The progress bar: calls done of the round's planned, 0-100 with 2 decimals. */
export function progressPercent(task: Pick<TaskRow, 'processCount' | 'totalCount'>): number {
  if (task.totalCount <= 0) return 0;
  return Math.min(100, Number(((task.processCount / task.totalCount) * 100).toFixed(2)));
}

/** 进度：done/planned, or with redials 第<round>轮：done/planned (recallCount 0 is the first round). */
export function progressCaption(
  task: Pick<TaskRow, 'processCount' | 'totalCount' | 'recallMaxCount' | 'recallCount'>,
): string {
  const counts = `${task.processCount}/${task.totalCount}`;
  return task.recallMaxCount > 0 ? `第${chineseNumeral(task.recallCount + 1)}轮：${counts}` : `进度：${counts}`;
}

/** 接通率 as a percentage with 2 decimals; 0 when nothing was answered. */
export function answerRate(rate: number, zero = '0'): string {
  return rate > 0 ? `${(rate * 100).toFixed(2)}%` : zero;
}

export function statusText(task: Pick<TaskRow, 'status' | 'deleted'>): string {
  if (task.deleted === 1) return DELETED_TASK_TEXT;
  return TASK_STATUS_TEXTS[task.status as TaskStatusValue] ?? '';
}

/**
 * What the status alone does not say: why a task paused by itself (5, 6, 7: the server's reason,
 * else the status's own), or what a running task is doing besides calling (its calls being taken
 * back from a server that stopped).
 */
export function statusReason(task: Pick<TaskRow, 'status' | 'reason'>): string | null {
  const fallback = TASK_PAUSE_REASONS[task.status as keyof typeof TASK_PAUSE_REASONS];
  if (fallback !== undefined) return task.reason || fallback;
  return task.status === TaskStatus.running && task.reason ? task.reason : null;
}
