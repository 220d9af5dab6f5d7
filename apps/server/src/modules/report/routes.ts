import { envelope } from '@console/contracts';
import { reportEndpoints } from '@console/contracts/schemas';
import type { AppContext } from '../../context.ts';
import { ReportService } from './service.ts';

/**
 * The data-statistics report and the lookups of its filters (service.ts has the rules). Its
 * numbers (queryCPNInfoWithBus) come from the reception module, which answers them with their rules.
 */
export function registerReportRoutes(ctx: AppContext): void {
  const { router, db, config, permissions } = ctx;
  const reports = new ReportService({ db, timeZone: config.reportTimeZone });

  router.sessionRoute(reportEndpoints.indexStatistics, async ({ body, session }) =>
    envelope([await reports.summary(session.businessId, body)]),
  );

  router.sessionRoute(reportEndpoints.indexCallBatchStatistics, async ({ body, session, request }) => {
    const settings = await permissions.forRequest(request, session.businessId);
    return envelope([await reports.callBatch(session.businessId, body, settings)]);
  });

  router.sessionRoute(reportEndpoints.queryLabelOptionList, async ({ session }) =>
    envelope(await reports.intentionTags(session.businessId)),
  );
}
