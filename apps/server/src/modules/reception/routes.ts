import { envelope, ORIGINAL_CONFIG_PATH, RULE_TEMPLATE } from '@console/contracts';
import { receptionEndpoints, reportEndpoints } from '@console/contracts/schemas';
import type { AppContext } from '../../context.ts';
import { registerReceptionDataRoutes } from './data/routes.ts';
import type { CallReportService } from './data/service.ts';
import type { ReceptionService } from './service.ts';

/**
 * AI接待 (/ai/conf): the numbers with their rules and the router's rule calls (service.ts has the
 * rules), and its data page.
 */
export function registerReceptionRoutes(
  { router, app }: AppContext,
  services: { reception: ReceptionService; callReports: CallReportService },
): void {
  const { reception } = services;

  router.sessionRoute(reportEndpoints.queryCPNInfoWithBus, async ({ body, session }) =>
    envelope(await reception.numbers(session, body)),
  );
  router.sessionRoute(receptionEndpoints.saveRule, async ({ body, query, session }) => {
    await reception.save(session, body, query.traceId);
    return envelope();
  });
  router.sessionRoute(receptionEndpoints.deleteRule, async ({ body, session }) => {
    await reception.remove(session, body);
    return envelope();
  });

  // rule_template.json where the original page fetches it (modules-spec 11); the console reads
  // the same template from the contract.
  app.get(`${ORIGINAL_CONFIG_PATH}/rule_template.json`, async (_request, reply) =>
    reply.header('Cache-Control', 'no-store').type('application/json; charset=utf-8').send(RULE_TEMPLATE),
  );
  registerReceptionDataRoutes(router, services);
}
