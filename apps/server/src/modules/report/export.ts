import { DownloadTaskStatus, DownloadType, ErrorCode, ErrorMessage } from '@console/contracts';
import { reportQuery } from '@console/contracts/schemas';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { parseInput } from '../../lib/parse-input.ts';
import { type CallRange, type CallRow, callBatch, countCalls } from '../call-records/index.ts';
import { type ExportKind, keysetPages, percentWritten, type ExportRun as ReportExportRun } from '../download/index.ts';
import { scriptNames } from '../speech/index.ts';
import { writeReportWorkbook } from './export-workbook.ts';
import { reportRange } from './range.ts';
import type { ReportService } from './service.ts';

/** What a report export stores in download_tasks.query: the validated report query. */
export type StoredReportQuery = z.output<typeof reportQuery>;

const DIRECTION_OF_TYPE: Record<number, 0 | 1> = { [DownloadType.reportOutbound]: 1, [DownloadType.reportInbound]: 0 };

/**
 * The direction a report export writes. Type 10 is the AI接待 tab's alone. Type 9 is the AI外呼
 * tab's, and the original console's callin tab sends it too, with direction 0: its query's
 * direction decides (outbound when it names none).
 */
function directionOf(downloadType: number, named: 0 | 1 | undefined): 0 | 1 {
  const direction = DIRECTION_OF_TYPE[downloadType];
  if (downloadType === DownloadType.reportOutbound) return named ?? direction;
  if (named !== undefined && named !== direction) {
    throw new AppError(ErrorCode.ParamInvalid, ErrorMessage.reportDirectionMismatch);
  }
  return direction;
}
const DIRECTION_NAME = { 1: 'AI外呼', 0: 'AI接待' } as const;

/**
 * The report's exports (types 9 and 10): the summary of the query's range and every call of it.
 * The query is checked as indexStatistics would check it (same schema, same 330060 range
 * errors), so a bad query is refused when the task is added instead of leaving a failed task.
 * The download type decides the direction (see directionOf).
 */
export function reportExportKind(reports: ReportService, downloadType: number, timeZone: string): ExportKind {
  return {
    check: async (_session, raw) => checkReportQuery(downloadType, raw, timeZone),
    run: (run) => runReportExport(reports, { ...run, query: run.query as StoredReportQuery }),
  };
}

function checkReportQuery(
  downloadType: number,
  raw: Record<string, unknown>,
  timeZone: string,
): { query: StoredReportQuery; defaultFileName: string } {
  const parsed = parseInput(reportQuery, raw);
  const direction = directionOf(downloadType, raw.direction === undefined ? undefined : parsed.direction);
  const range = reportRange(parsed.beginTime, parsed.endTime, timeZone);
  const day = (d: string) => d.replaceAll('-', '');
  return {
    query: { ...parsed, direction },
    defaultFileName: `数据统计-${DIRECTION_NAME[direction]}-${day(range.beginDay)}-${day(range.endDay)}.xlsx`,
  };
}

type ExportRun = ReportExportRun<StoredReportQuery>;

function pages(run: ExportRun, range: CallRange): AsyncGenerator<CallRow[]> {
  return keysetPages(run, (afterId, limit) => callBatch(run.db, range, afterId, limit));
}

/** Exports the report of a stored query; answers the call rows written. */
async function runReportExport(reports: ReportService, run: ExportRun): Promise<number> {
  const { filter, range } = reports.scope(run.businessId, run.query);
  const callRange: CallRange = { filter, from: range.from, to: range.to };
  const [summary, total, skillNames] = await Promise.all([
    reports.summary(run.businessId, run.query),
    countCalls(run.db, callRange),
    scriptNames(run.db, run.businessId),
  ]);
  await run.progress(DownloadTaskStatus.writing, 0);
  return writeReportWorkbook({
    path: run.path,
    directionName: DIRECTION_NAME[run.query.direction],
    beginDay: range.beginDay,
    endDay: range.endDay,
    summary,
    calls: pages(run, callRange),
    skillNames,
    timeZone: run.timeZone,
    onRows: (written) => run.progress(DownloadTaskStatus.writing, percentWritten(written, total)),
  });
}
