import {
  type DialogItem,
  DownloadTaskStatus,
  NO_VALUE_TEXT,
  ringTimeText,
  TASK_REPORT_HEADER,
  talkTimeText,
} from '@console/contracts';
import { localDateTime } from '../../lib/local-time.ts';
import { writeSheet } from '../../lib/sheet-writer.ts';
import { type ExportRun, keysetPages, percentWritten } from '../download/index.ts';
import { countRecords, recordBatch } from './records-repo.ts';
import { callResultText } from './records-service.ts';
import type { StoredTaskReportQuery } from './task-exports.ts';

/** 识别详情 as text: one line per turn, who spoke first. */
export function dialogText(dialog: readonly DialogItem[]): string {
  return dialog
    .map((item) => (item.role === 'robot' ? `机器人：${item.text}` : `客户：${item.text || '（无应答）'}`))
    .join('\n');
}

async function* pages(run: ExportRun<StoredTaskReportQuery>): AsyncGenerator<string[][]> {
  const { taskId } = run.query;
  for await (const page of keysetPages(run, (afterId, limit) =>
    recordBatch(run.db, run.businessId, taskId, run.query, afterId, limit),
  )) {
    yield page.map((call) => [
      call.callee,
      localDateTime(call.startAt, run.timeZone),
      ringTimeText(Math.floor(call.ringMs / 1000)),
      talkTimeText(Math.floor(call.durationMs / 1000), call.callResult),
      callResultText(call.callResult),
      String(call.callIndex),
      call.labels.join('，') || NO_VALUE_TEXT,
      call.intention || NO_VALUE_TEXT,
      dialogText(call.dialog),
    ]);
  }
}

/**
 * Download type 1: the task's calls matching the detail page's filters, oldest first, with the
 * record table's columns and rules (-- where the table shows --) and the transcript as text.
 */
export async function runTaskReportExport(run: ExportRun): Promise<number> {
  const query = run.query as StoredTaskReportQuery;
  const total = await countRecords(run.db, run.businessId, query.taskId, query);
  await run.progress(DownloadTaskStatus.writing, 0);
  return writeSheet({
    path: run.path,
    sheetName: '通话记录',
    header: TASK_REPORT_HEADER,
    rows: pages({ ...run, query }),
    onRows: (written) => run.progress(DownloadTaskStatus.writing, percentWritten(written, total)),
  });
}
