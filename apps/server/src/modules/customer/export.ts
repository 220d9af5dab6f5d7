import {
  CALL_RESULTS,
  CUSTOMER_LIST_COLUMNS,
  type CustomerQuery,
  DownloadTaskStatus,
  ErrorCode,
  traceStageLabel,
} from '@console/contracts';
import { customerQuery } from '@console/contracts/schemas';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { localDateTime } from '../../lib/local-time.ts';
import { parseInput } from '../../lib/parse-input.ts';
import { writeSheet } from '../../lib/sheet-writer.ts';
import { checkBusiness } from '../account/index.ts';
import { type ExportKind, type ExportRun, keysetPages, percentWritten } from '../download/index.ts';
import * as repo from './repo.ts';
import { customerRows, filtersOf, MemberDirectory, scopeOf } from './service.ts';

/**
 * What the 全部 export (download type 3) stores: the list's filters and the scope the session had
 * when it asked, so a member's file holds only their own customers however late it runs.
 */
export type StoredCustomerQuery = {
  filters: CustomerQuery;
  ownerId?: number;
  includeUnowned?: boolean;
};

const CALL_RESULT_TEXT = new Map<string, string>(CALL_RESULTS.map((result) => [result.code, result.desc]));

/**
 * 导出Excel with 全部 (download type 3): the list's query is checked when the export is added, as
 * queryCustomer would (same schema, same time range checks), and a second export of the member's
 * is refused while one is under way (30051). The stored query keeps the session's scope.
 */
export function customerExportKind(deps: { db: Db; clock: Clock; timeZone: string }): ExportKind {
  return {
    check: async (session, raw, guard) => {
      const filters = parseInput(customerQuery, raw);
      checkBusiness(session, filters.business_id);
      const members = await MemberDirectory.of(deps.db, session.businessId);
      const scope = scopeOf(session, members, filters.cm_id);
      filtersOf(filters, members, deps.timeZone);
      if (await guard.unfinished({})) throw new AppError(ErrorCode.DownloadRunning);
      const day = localDateTime(deps.clock(), deps.timeZone).slice(0, 10).replaceAll('-', '');
      const query: StoredCustomerQuery = { filters, ownerId: scope.ownerId, includeUnowned: scope.includeUnowned };
      return { query, defaultFileName: `客户列表-${day}.xlsx` };
    },
    run: runCustomerExport,
  };
}

/**
 * Download type 3: the list of the stored query with its columns (CUSTOMER_LIST_COLUMNS), one
 * row per customer and task as the page shows them, customers in the order they were made.
 */
async function runCustomerExport(run: ExportRun): Promise<number> {
  const stored = run.query as StoredCustomerQuery;
  const members = await MemberDirectory.of(run.db, run.businessId);
  const scope: repo.CustomerScope = {
    businessId: run.businessId,
    ownerId: stored.ownerId,
    includeUnowned: stored.includeUnowned,
  };
  const filters = filtersOf(stored.filters, members, run.timeZone);
  const total = await repo.countTaskRows(run.db, scope, filters);
  await run.progress(DownloadTaskStatus.writing, 0);

  async function* pages(): AsyncGenerator<string[][]> {
    for await (const found of keysetPages(run, (afterId, limit) =>
      repo.customerBatch(run.db, scope, filters, afterId, limit),
    )) {
      const rows = await customerRows(run.db, scope, filters, found, members, run.timeZone);
      yield rows.flatMap((customer) =>
        customer.task_trace.map((trace) => [
          customer.tel_number,
          customer.customer_name,
          customer.source_cm_name,
          customer.time_create,
          trace.cm_name,
          trace.task_name,
          CALL_RESULT_TEXT.get(trace.call_result) ?? trace.call_result,
          traceStageLabel(trace.trace_stage),
          trace.tag_cm_intention || trace.tag_ai_intention,
          trace.label_show,
          trace.time_callout,
        ]),
      );
    }
  }

  return writeSheet({
    path: run.path,
    sheetName: '客户列表',
    header: CUSTOMER_LIST_COLUMNS,
    rows: pages(),
    onRows: (written) => run.progress(DownloadTaskStatus.writing, percentWritten(written, total)),
  });
}
