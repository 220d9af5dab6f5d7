import { envelope } from '@console/contracts';
import { receptionDataEndpoints } from '@console/contracts/schemas';
import type { AppContext } from '../../../context.ts';
import { CallReportService } from './service.ts';

/** AI接待's data page (/ai/data): the inbound call records. */
export function registerReceptionDataRoutes(ctx: AppContext): void {
  const calls = new CallReportService(ctx);
  ctx.router.sessionRoute(receptionDataEndpoints.queryCallReport, async ({ body, session }) => {
    const { rows, total } = await calls.page(session, body);
    return envelope(rows, total);
  });
}
