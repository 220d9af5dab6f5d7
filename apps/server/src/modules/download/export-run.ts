import { type DownloadTaskStatus, DownloadType } from '@console/contracts';
import type { Db } from '../../db/database.ts';

/** The states of a task a worker is on. */
export type RunningStatus = typeof DownloadTaskStatus.querying | typeof DownloadTaskStatus.writing;

/** What the worker gives the export of one task's type. */
export interface ExportRun<Query = unknown> {
  db: Db;
  timeZone: string;
  businessId: number;
  /** The task's stored query, as the code that added the task wrote it. */
  query: Query;
  /** The partial file to write. */
  path: string;
  batchSize: number;
  /** Reports the task's state and progress 0-100; throws to stop. */
  progress(taskStatus: RunningStatus, percent: number): Promise<void>;
  /** Awaited before each page of rows is read. */
  beforeBatch?: () => Promise<void>;
}

/** Writes the file of a task; answers the rows written. */
export type Exporter = (run: ExportRun) => Promise<number>;

/** The kind of file a download type writes: a zip of recordings (type 4), else a workbook. */
export function fileExtensionOf(downloadType: number): '.zip' | '.xlsx' {
  return downloadType === DownloadType.taskRecordings ? '.zip' : '.xlsx';
}

/** Progress while writing: 99 at most, since a task is done only when its file is complete and renamed. */
export function percentWritten(written: number, total: number): number {
  return total > 0 ? Math.min(99, Math.floor((written * 100) / total)) : 99;
}

/**
 * The rows of an export page by page, each page the rows after the last one read (keyset: every
 * page costs the same however deep). `beforeBatch` is awaited before each page is read.
 */
export async function* pagesAfter<T>(
  run: Pick<ExportRun, 'batchSize' | 'beforeBatch'>,
  page: (last: T | undefined, limit: number) => Promise<T[]>,
): AsyncGenerator<T[]> {
  let last: T | undefined;
  for (;;) {
    await run.beforeBatch?.();
    const rows = await page(last, run.batchSize);
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < run.batchSize) return;
    last = rows[rows.length - 1];
  }
}

/** pagesAfter in id order: each page the rows after the last one's id. */
export function keysetPages<T extends { id: number }>(
  run: Pick<ExportRun, 'batchSize' | 'beforeBatch'>,
  page: (afterId: number, limit: number) => Promise<T[]>,
): AsyncGenerator<T[]> {
  return pagesAfter<T>(run, (last, limit) => page(last?.id ?? 0, limit));
}
