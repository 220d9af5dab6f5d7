import {
  DEFAULT_SERVICE_PREFIXES,
  type DownloadTaskRow,
  DownloadTaskStatus,
  downloadApi,
  fillPath,
  ImportStatus,
  type ImportTaskRow,
  knowledgeApi,
} from '@console/contracts';
import * as XLSX from '@e965/xlsx';
import { expect } from 'vitest';
import { until } from './download-tasks.ts';
import type { Caller } from './knowledge.ts';
import type { TestApp } from './test-app.ts';

/** A workbook of one sheet with these rows, as a person's spreadsheet program would save it. */
export function spreadsheet(rows: readonly (readonly string[])[], bookType: 'xlsx' | 'biff8' = 'xlsx'): Buffer {
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(rows.map((row) => [...row])), 'Sheet1');
  return XLSX.write(workbook, { type: 'buffer', bookType }) as Buffer;
}

/** The first sheet of an .xlsx as rows of text. */
export function sheetRows(content: Buffer): string[][] {
  const workbook = XLSX.read(content, { type: 'buffer' });
  const sheet = workbook.Sheets[workbook.SheetNames[0]];
  return XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1, raw: false, defval: '' });
}

/** queryTask polled until the import is no longer running. */
export async function finishedImport(t: TestApp, as: Caller, id: number): Promise<ImportTaskRow> {
  const answer = await until(
    () => t.call(knowledgeApi.queryTask, { ...as, body: { id } }),
    (a) => a.body.result.rows[0]?.status !== ImportStatus.running,
    `import ${id}`,
  );
  return answer.body.result.rows[0];
}

/** The download-centre task, polled until its file is written. */
export async function finishedDownload(t: TestApp, as: Caller, id: number): Promise<DownloadTaskRow> {
  const answer = await until(
    () => t.call(downloadApi.queryDownloadTask, { ...as, body: { pageSize: 100 } }),
    (a) => a.body.result.rows.some((row) => row.id === id && row.taskStatus >= DownloadTaskStatus.done),
    `download ${id}`,
  );
  const task = answer.body.result.rows.find((row) => row.id === id) as DownloadTaskRow;
  expect(task.taskStatus).toBe(DownloadTaskStatus.done);
  return task;
}

/** The newest download task of a type, once its file is written. */
export async function newestDownload(t: TestApp, as: Caller, downloadType: number): Promise<DownloadTaskRow> {
  const answer = await until(
    () => t.call(downloadApi.queryDownloadTask, { ...as, body: { pageSize: 100 } }),
    (a) => a.body.result.rows.some((row) => row.downloadType === downloadType),
    `download of type ${downloadType}`,
  );
  const task = answer.body.result.rows.find((row) => row.downloadType === downloadType) as DownloadTaskRow;
  return finishedDownload(t, as, task.id);
}

/** A finished download's file, through downloadFile with the session token. */
export async function downloadedFile(t: TestApp, as: Caller, id: number): Promise<Buffer> {
  const response = await t.app.inject({
    method: 'GET',
    url: DEFAULT_SERVICE_PREFIXES.downloadCenterApi + fillPath(downloadApi.downloadFile.path, as),
    query: { id: String(id), token: as.token },
  });
  expect(response.statusCode).toBe(200);
  return response.rawPayload;
}
