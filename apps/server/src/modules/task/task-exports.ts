import { DownloadType, ErrorCode, ErrorMessage, LONG_TASK_DAYS } from '@console/contracts';
import { taskNumbersQuery, taskRecordingsQuery, taskReportQuery } from '@console/contracts/schemas';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { parseInput } from '../../lib/parse-input.ts';
import type { SessionContext } from '../account/sessions.ts';
import { hasUnfinishedTaskOf } from '../download/repo.ts';
import { ownerOf } from '../download/service.ts';
import { RECORDINGS_EXPORT_MAX, recordedCallsOf } from '../recordings/recording-export.ts';
import { countRecordedCalls } from '../recordings/repo.ts';
import { visibleTask } from './records-service.ts';
import type { TaskRecord } from './tasks-repo.ts';

/** What a task's report export (type 1) stores in download_tasks.query. */
export type StoredTaskReportQuery = z.output<typeof taskReportQuery>;
/** What a task's numbers export (type 5) stores. */
export type StoredTaskNumbersQuery = z.output<typeof taskNumbersQuery>;
/** What a task's recordings export (type 4) stores. */
export type StoredTaskRecordingsQuery = z.output<typeof taskRecordingsQuery> & { businessId: number };

const DAY_MS = 86_400_000;
const LIST_NAMES = { 1: '已呼名单', 0: '待呼名单' } as const;

const TASK_EXPORT_TYPES: readonly number[] = [
  DownloadType.taskReport,
  DownloadType.taskRecordings,
  DownloadType.taskNumbers,
];

export function isTaskExportType(downloadType: number): boolean {
  return TASK_EXPORT_TYPES.includes(downloadType);
}

/** A 长期任务's calls go out only for a call time range of at most LONG_TASK_DAYS (30050). */
export function checkLongTask(
  task: Pick<TaskRecord['task'], 'beginAt' | 'endAt'>,
  query: { callOutBeginTime?: number; callOutEndTime?: number },
): void {
  const limit = LONG_TASK_DAYS * DAY_MS;
  if (task.endAt.getTime() - task.beginAt.getTime() <= limit) return;
  const { callOutBeginTime: begin, callOutEndTime: end } = query;
  if (begin === undefined || end === undefined || end - begin > limit) throw new AppError(ErrorCode.LongTaskDownload);
}

/**
 * Checks the query of a task export when it is added, as queryTaskDataReport checks the page's:
 * the task must be the session's to see (members their own), and the member's same export of
 * the task must not be under way already (30051). Answers the query to store, with the
 * session's business, and the file's name.
 */
export async function checkTaskExport(
  ctx: Pick<AppContext, 'db'>,
  session: SessionContext,
  downloadType: number,
  raw: Record<string, unknown>,
): Promise<{
  query: StoredTaskReportQuery | StoredTaskNumbersQuery | StoredTaskRecordingsQuery;
  defaultFileName: string;
}> {
  const running = async (values: Record<string, number>) => {
    if (await hasUnfinishedTaskOf(ctx.db, ownerOf(session), downloadType, values)) {
      throw new AppError(ErrorCode.DownloadRunning);
    }
  };
  if (downloadType === DownloadType.taskReport) {
    const query = parseInput(taskReportQuery, raw);
    const task = await visibleTask(ctx, session, query.taskId);
    checkLongTask(task, query);
    await running({ taskId: task.id });
    return { query: { ...query, businessId: session.businessId }, defaultFileName: `${task.name}-任务报表.xlsx` };
  }
  if (downloadType === DownloadType.taskRecordings) {
    const parsed = parseInput(taskRecordingsQuery, raw);
    const task = await visibleTask(ctx, session, parsed.taskId);
    checkLongTask(task, parsed);
    await running({ taskId: task.id });
    const query = { ...parsed, businessId: session.businessId };
    // One zip holds at most this many (it has no ZIP64 records, so it must stay under 4 GB).
    if ((await countRecordedCalls(ctx.db, recordedCallsOf(query))) > RECORDINGS_EXPORT_MAX) {
      throw new AppError(ErrorCode.LongTaskDownload, ErrorMessage.recordingsTooMany(RECORDINGS_EXPORT_MAX));
    }
    return { query, defaultFileName: `${task.name}-录音.zip` };
  }
  const query = parseInput(taskNumbersQuery, raw);
  const task = await visibleTask(ctx, session, query.taskId);
  await running({ taskId: task.id, callOut: query.callOut });
  return {
    query: { ...query, businessId: session.businessId },
    defaultFileName: `${task.name}-${LIST_NAMES[query.callOut]}.xlsx`,
  };
}
