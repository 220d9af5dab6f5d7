import {
  CALL_REPORT_EXPORT_HEADER,
  type CallReportRow,
  callReportLabels,
  callReportTalkTime,
  canAccess,
  DownloadTaskStatus,
  ErrorCode,
  NO_VALUE_TEXT,
} from '@console/contracts';
import { callReportExportQuery } from '@console/contracts/schemas';
import type { z } from 'zod';
import { AppError } from '../../../lib/app-error.ts';
import { localDateTime } from '../../../lib/local-time.ts';
import { parseInput } from '../../../lib/parse-input.ts';
import { writeSheet } from '../../../lib/sheet-writer.ts';
import { type ExportKind, type ExportRun, pagesAfter, percentWritten } from '../../download/index.ts';
import { checkBusiness } from '../../account/index.ts';
import { type PermissionService, viewerOf } from '../../permissions/index.ts';
import { dialogText } from '../../task/index.ts';
import { callReportBatch, countCallReport, type InboundCall } from './repo.ts';
import { rowOf } from './service.ts';

/** What /ai/data's 导出报表 (download type 10) stores: queryCallReport's filters and order, parsed. */
export type StoredCallReportQuery = z.output<typeof callReportExportQuery>;

/**
 * /ai/data's 导出报表 (download type 10 with queryCallReport's filters, beside /report's AI接待
 * report): checked when added with the schema the page's filters share, the page's access (AI接待)
 * and the session's own enterprise. The file is named after the range's days.
 */
export function callReportExportKind(deps: {
  permissions: PermissionService;
  timeZone: string;
  /** The special switch (permissions.ts canAccess). */
  special: boolean;
}): ExportKind {
  return {
    check: async (session, raw) => {
      const query = parseInput(callReportExportQuery, raw);
      checkBusiness(session, query.businessId);
      const permissions = await deps.permissions.load(session.businessId);
      if (!canAccess('reception', viewerOf(session), permissions, deps.special)) {
        throw new AppError(ErrorCode.AccessDenied);
      }
      const day = (ms: number) => localDateTime(new Date(ms), deps.timeZone).slice(0, 10).replaceAll('-', '');
      return { query, defaultFileName: `接待数据-${day(query.callOutBeginTime)}-${day(query.callOutEndTime)}.xlsx` };
    },
    run: runCallReportExport,
  };
}

/** A row of the file: the page's columns as the page shows them (modules-spec 5.2). */
export function exportRowOf(row: CallReportRow): string[] {
  return [
    row.dnis,
    row.tel_number,
    row.speech_skill_name || NO_VALUE_TEXT,
    row.call_begin_time,
    callReportTalkTime(row.duration_call),
    callReportLabels(row.label_show) || NO_VALUE_TEXT,
    row.tag_intention || NO_VALUE_TEXT,
    row.transfer_mark === 1 ? '是' : '否',
    dialogText(row.dialog),
  ];
}

/**
 * Download type 10 from /ai/data: the calls queryCallReport selects with the stored filters, in
 * its order, read page by page after the last row written.
 */
async function runCallReportExport(run: ExportRun): Promise<number> {
  const query = run.query as StoredCallReportQuery;
  const total = await countCallReport(run.db, run.businessId, query);
  await run.progress(DownloadTaskStatus.writing, 0);
  async function* rows(): AsyncGenerator<string[][]> {
    for await (const page of pagesAfter<InboundCall>(run, (last, limit) =>
      callReportBatch(run.db, run.businessId, query, query.order, last, limit),
    )) {
      yield page.map((call) => exportRowOf(rowOf(call, run.timeZone, '')));
    }
  }
  return writeSheet({
    path: run.path,
    sheetName: '接待数据',
    header: CALL_REPORT_EXPORT_HEADER,
    rows: rows(),
    onRows: (written) => run.progress(DownloadTaskStatus.writing, percentWritten(written, total)),
  });
}
