/**
 * 数据统计: the report over the call records' rollups, the lookups of its filters, and its
 * exports (download types 9 and 10).
 */
export { callAnalysisOf, reportFiguresOf } from './call-analysis.ts';
export { reportExportKind } from './export.ts';
export { type ReportRange, reportRange } from './range.ts';
export { registerReportRoutes } from './routes.ts';
export { type ReportFilter, ReportService } from './service.ts';
