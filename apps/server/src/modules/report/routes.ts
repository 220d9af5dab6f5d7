import { envelope } from '@console/contracts';
import { reportEndpoints } from '@console/contracts/schemas';
import type { AppContext } from '../../context.ts';
import type { PermissionService } from '../permissions/index.ts';
import type { ReportService } from './service.ts';

/**
 * The data-statistics report and the lookups of its filters (service.ts has the rules). Its
 * numbers (queryCPNInfoWithBus) come from the reception module, which answers them with their rules.
 */
export function registerReportRoutes(
  { router }: AppContext,
  { reports, permissions }: { reports: ReportService; permissions: PermissionService },
): void {
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
