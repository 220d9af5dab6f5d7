import { envelope } from '@console/contracts';
import { receptionDataEndpoints } from '@console/contracts/schemas';
import type { Router } from '../../../plugins/router.ts';
import type { CallReportService } from './service.ts';

/** AI接待's data page (/ai/data): the inbound call records. */
export function registerReceptionDataRoutes(router: Router, { callReports: calls }: { callReports: CallReportService }): void {
  router.sessionRoute(receptionDataEndpoints.queryCallReport, async ({ body, session }) => {
    const { rows, total } = await calls.page(session, body);
    return envelope(rows, total);
  });
}
