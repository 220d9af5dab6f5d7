import { ErrorCode, LONG_TASK_DAYS } from '@console/contracts';
import { taskNumbersQuery, taskReportQuery } from '@console/contracts/schemas';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { parseInput } from '../../lib/parse-input.ts';
import type { ExportGuard, ExportKind } from '../download/index.ts';
import { runTaskNumbersExport } from './numbers-export.ts';
import { runTaskReportExport } from './report-export.ts';
import type { TaskRecord } from './tasks-repo.ts';
import { visibleTask } from './tasks-service.ts';

/** What a task's report export (type 1) stores in download_tasks.query. */
export type StoredTaskReportQuery = z.output<typeof taskReportQuery>;
/** What a task's numbers export (type 5) stores. */
export type StoredTaskNumbersQuery = z.output<typeof taskNumbersQuery>;

const DAY_MS = 86_400_000;
const LIST_NAMES = { 1: '已呼名单', 0: '待呼名单' } as const;

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
 * The task's exports as the download centre runs them: 任务报表 (type 1) and 下载名单 (type 5).
 * A query is checked when the export is added, as queryTaskDataReport checks the page's: the task
 * must be the session's to see (members their own), and the member's same export of the task must
 * not be under way already (30051). The query stored has the session's business.
 */
export function taskExportKinds(db: Db): { report: ExportKind; numbers: ExportKind } {
  return {
    report: {
      check: async (session, raw, guard) => {
        const query = parseInput(taskReportQuery, raw);
        const task = await visibleTask(db, session, query.taskId);
        checkLongTask(task, query);
        await refuseRunning(guard, { taskId: task.id });
        return { query: { ...query, businessId: session.businessId }, defaultFileName: `${task.name}-任务报表.xlsx` };
      },
      run: runTaskReportExport,
    },
    numbers: {
      check: async (session, raw, guard) => {
        const query = parseInput(taskNumbersQuery, raw);
        const task = await visibleTask(db, session, query.taskId);
        await refuseRunning(guard, { taskId: task.id, callOut: query.callOut });
        return {
          query: { ...query, businessId: session.businessId },
          defaultFileName: `${task.name}-${LIST_NAMES[query.callOut]}.xlsx`,
        };
      },
      run: runTaskNumbersExport,
    },
  };
}

/** 30051 while the member's same export of the task is still queued or running. */
export async function refuseRunning(guard: ExportGuard, values: Record<string, number>): Promise<void> {
  if (await guard.unfinished(values)) throw new AppError(ErrorCode.DownloadRunning);
}
