/**
 * The download centre: background exports into files a member finds in the header's dropdown,
 * kept 7 days. A platform: it knows no feature. Each feature hands in its download types
 * (ExportKind: how a query is checked and a file written); the composition root gathers them.
 */
export {
  type CheckedExport,
  type ExportGuard,
  type ExportKind,
  type ExportKinds,
  kindByQuery,
} from './export-kinds.ts';
export { type Exporter, type ExportRun, keysetPages, pagesAfter, percentWritten } from './export-run.ts';
export { registerDownloadRoutes } from './routes.ts';
export { DownloadService } from './service.ts';
export { DownloadWorker, type DownloadWorkerOptions } from './worker.ts';
