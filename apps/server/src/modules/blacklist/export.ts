import {
  BLACKLIST_EXPORT_HEADER,
  BLACKLIST_SOURCE_TEXT,
  type BlacklistSource,
  DownloadTaskStatus,
} from '@console/contracts';
import { localDateTime } from '../../lib/local-time.ts';
import { writeSheet } from '../../lib/sheet-writer.ts';
import { type ExportRun, keysetPages, percentWritten } from '../download/index.ts';
import * as repo from './repo.ts';

/** What exportBlacklist stores in the download task's query: the list's search, if any. */
export interface BlacklistExportQuery {
  number?: string;
}

async function* pages(run: ExportRun<BlacklistExportQuery>): AsyncGenerator<string[][]> {
  for await (const page of keysetPages(run, (afterId, limit) =>
    repo.liveBatch(run.db, repo.LISTS.blacklist, run.businessId, run.query, afterId, limit),
  )) {
    yield page.map((row) => [
      row.number,
      row.reason,
      BLACKLIST_SOURCE_TEXT[row.source as BlacklistSource] ?? row.source,
      row.createdBy,
      localDateTime(row.createdAt, run.timeZone),
    ]);
  }
}

/**
 * Download type 23: the listed numbers, oldest first. The first two columns are the import
 * template's (号码, 原因), so the file can be imported into another enterprise as it is.
 */
export async function runBlacklistExport(run: ExportRun): Promise<number> {
  const query = run.query as BlacklistExportQuery;
  const total = await repo.countLive(run.db, repo.LISTS.blacklist, run.businessId, query);
  await run.progress(DownloadTaskStatus.writing, 0);
  return writeSheet({
    path: run.path,
    sheetName: '黑名单',
    header: BLACKLIST_EXPORT_HEADER,
    rows: pages({ ...run, query }),
    onRows: (written) => run.progress(DownloadTaskStatus.writing, percentWritten(written, total)),
  });
}
