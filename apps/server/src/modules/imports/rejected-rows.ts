import { DownloadType } from '@console/contracts';
import { onePage, writeSheet } from '../../lib/sheet-writer.ts';
import type { ImportJob } from './repo.ts';
import type { SheetRow } from './spreadsheet.ts';

export interface RejectedRow {
  row: SheetRow;
  reason: string;
}

/** The column added after the template's: why the row was not imported. */
export const REASON_HEADER = '失败原因';

/**
 * Where an import's rejected rows go: the uploader's download centre (DownloadService.addFinished
 * is the one the server runs), which keeps the file 7 days like every download.
 */
export interface RejectedRowsFiles {
  addFinished(
    owner: { businessId: number; userId: number | null; operatorId: number | null; userAccount: string },
    file: { downloadType: number; fileName: string; storedPrefix: string; query: Record<string, unknown> },
    write: (path: string) => Promise<void>,
  ): Promise<number>;
}

/**
 * Writes the rows an import rejected, in the template's columns plus 失败原因, as a finished
 * download-centre task (type 22) of the person who uploaded the file: it shows in their download
 * centre, and the fixed rows can be imported again as they are. Answers the task's id.
 */
export function storeRejectedRows(
  files: RejectedRowsFiles,
  job: ImportJob,
  header: readonly string[],
  rejected: readonly RejectedRow[],
): Promise<number> {
  const { businessId, userId, operatorId, userAccount } = job;
  return files.addFinished(
    { businessId, userId, operatorId, userAccount },
    {
      downloadType: DownloadType.importRejectedRows,
      fileName: `导入失败明细-${job.id}.xlsx`,
      storedPrefix: `import-${job.id}`,
      query: { importId: job.id },
    },
    async (path) => {
      await writeSheet({
        path,
        sheetName: '失败明细',
        header: [...header, REASON_HEADER],
        rows: onePage(rejected.map(({ row, reason }) => [...row.cells.slice(0, header.length), reason])),
      });
    },
  );
}
