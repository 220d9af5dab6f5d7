/**
 * 批量添加: spreadsheet imports run in the background. A platform: each feature hands in its
 * Importer (what one row of its template becomes) and its upload endpoint; the worker claims
 * jobs, writes rows, and leaves the rejected ones in the uploader's download centre.
 */
export { type Importer, refusalOf, rowProblem } from './importer.ts';
export type { RejectedRowsFiles } from './rejected-rows.ts';
export { hasPendingImport, type ImportKind } from './repo.ts';
export { ImportService, type ImportUpload } from './service.ts';
export { readSheetRows, type SheetRow, spreadsheetType } from './spreadsheet.ts';
export { registerImportTemplates } from './templates.ts';
export { ImportWorker, type ImportWorkerOptions } from './worker.ts';
