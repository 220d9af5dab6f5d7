import { DownloadTaskStatus, DownloadType, ErrorCode, ErrorMessage } from '@console/contracts';
import { reportQuery } from '@console/contracts/schemas';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { parseInput } from '../../lib/parse-input.ts';
import { reportRange } from '../report/range.ts';
import { ReportService } from '../report/service.ts';
import { keysetPages, percentWritten, type ExportRun as ReportExportRun } from './export-run.ts';
import { type CallRange, type CallRow, callBatch, countCalls, speechSkillNames } from './repo.ts';
import { writeReportWorkbook } from './report-workbook.ts';

/** What a report export stores in download_tasks.query: the validated report query. */
export type StoredReportQuery = z.output<typeof reportQuery>;

const DIRECTION_OF_TYPE: Record<number, 0 | 1> = { [DownloadType.reportOutbound]: 1, [DownloadType.reportInbound]: 0 };
const DIRECTION_NAME = { 1: 'AI外呼', 0: 'AI接待' } as const;

export function isReportType(downloadType: number): boolean {
  return downloadType in DIRECTION_OF_TYPE;
}

/**
 * Checks the query of a report export as indexStatistics would (same schema, same 330060 range
 * errors), so a bad query is refused when the task is added instead of leaving a failed task.
 * The download type decides the direction; a query naming the other one is refused.
 */
export function checkReportQuery(
  downloadType: number,
  raw: Record<string, unknown>,
  timeZone: string,
): { query: StoredReportQuery; defaultFileName: string } {
  const parsed = parseInput(reportQuery, raw);
  const direction = DIRECTION_OF_TYPE[downloadType];
  if (raw.direction !== undefined && parsed.direction !== direction) {
    throw new AppError(ErrorCode.ParamInvalid, ErrorMessage.reportDirectionMismatch);
  }
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

/** Exports the report of a stored query (types 9 and 10); answers the call rows written. */
export async function runReportExport(run: ExportRun): Promise<number> {
  const reports = new ReportService({ db: run.db, timeZone: run.timeZone });
  const { filter, range } = reports.scope(run.businessId, run.query);
  const callRange: CallRange = { filter, from: range.from, to: range.to };
  const [summary, total, skillNames] = await Promise.all([
    reports.summary(run.businessId, run.query),
    countCalls(run.db, callRange),
    speechSkillNames(run.db, run.businessId),
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
