import { DownloadTaskStatus, PHONE_COLUMN_ALIASES, TaskNumbersCallOut } from '@console/contracts';
import { writeSheet } from '../../lib/sheet-writer.ts';
import { type ExportRun, keysetPages, percentWritten } from '../download/index.ts';
import { countListed, listedBatch, type NumberList, variableNames } from './number-lists-repo.ts';
import { callResultText } from './records-service.ts';
import type { StoredTaskNumbersQuery } from './task-exports.ts';

/**
 * Download type 5 (下载名单): 已呼 or 待呼 numbers with their variables. The first columns are
 * the numbers file's own (手机号码 and the template's variables), so a list can start a new task
 * as it is; 已呼 adds how often each number was called and its last outcome.
 */
export async function runTaskNumbersExport(run: ExportRun): Promise<number> {
  const query = run.query as StoredTaskNumbersQuery;
  const list: NumberList = { businessId: run.businessId, taskId: query.taskId, callOut: query.callOut, filters: query };
  const called = query.callOut === TaskNumbersCallOut.called;
  const [total, variables] = await Promise.all([countListed(run.db, list), variableNames(run.db, query.taskId)]);
  await run.progress(DownloadTaskStatus.writing, 0);
  async function* rows(): AsyncGenerator<string[][]> {
    for await (const page of keysetPages(run, (afterId, limit) => listedBatch(run.db, list, afterId, limit))) {
      yield page.map((row) => [
        row.number,
        ...variables.map((name) => row.variables[name] ?? ''),
        ...(called ? [String(row.attempts), callResultText(row.lastResult)] : []),
      ]);
    }
  }
  return writeSheet({
    path: run.path,
    sheetName: called ? '已呼名单' : '待呼名单',
    header: [PHONE_COLUMN_ALIASES[0], ...variables, ...(called ? ['拨打次数', '通话结果'] : [])],
    rows: rows(),
    onRows: (written) => run.progress(DownloadTaskStatus.writing, percentWritten(written, total)),
  });
}
