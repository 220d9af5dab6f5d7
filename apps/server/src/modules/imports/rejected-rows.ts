import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import { DOWNLOAD_SYS_TYPE, DownloadTaskStatus, DownloadType } from '@console/contracts';
import type { Db } from '../../db/database.ts';
import { onePage, writeSheet } from '../../lib/sheet-writer.ts';
import { insertTask } from '../download/repo.ts';
import type { DownloadWorker } from '../download/worker.ts';
import type { ImportJob } from './repo.ts';
import type { SheetRow } from './spreadsheet.ts';

export interface RejectedRow {
  row: SheetRow;
  reason: string;
}

/** The column added after the template's: why the row was not imported. */
export const REASON_HEADER = '失败原因';

/**
 * Writes the rows an import rejected, in the template's columns plus 失败原因, as a finished
 * download-centre task (type 22) of the person who uploaded the file: it shows in their download
 * centre, is kept 7 days like every download, and the fixed rows can be imported again as they are.
 * Answers the task's id.
 */
export async function storeRejectedRows(
  deps: { db: Db; downloads: DownloadWorker; now: Date },
  job: ImportJob,
  header: readonly string[],
  rejected: readonly RejectedRow[],
): Promise<number> {
  const storedName = `import-${job.id}-${randomBytes(12).toString('hex')}.xlsx`;
  const path = deps.downloads.filePath({ businessId: job.businessId, storedName });
  const partial = `${path}.part`;
  await mkdir(dirname(path), { recursive: true });
  try {
    await writeSheet({
      path: partial,
      sheetName: '失败明细',
      header: [...header, REASON_HEADER],
      rows: onePage(rejected.map(({ row, reason }) => [...row.cells.slice(0, header.length), reason])),
    });
    await rename(partial, path);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  const { size } = await stat(path);
  const task = await insertTask(deps.db, {
    businessId: job.businessId,
    userId: job.userId,
    operatorId: job.operatorId,
    userAccount: job.userAccount,
    sysType: DOWNLOAD_SYS_TYPE,
    downloadType: DownloadType.importRejectedRows,
    fileName: `导入失败明细-${job.id}.xlsx`,
    storedName,
    fileSize: size,
    taskStatus: DownloadTaskStatus.done,
    progress: 100,
    query: { importId: job.id },
    createdAt: deps.now,
    finishedAt: deps.now,
  });
  return task.id;
}
