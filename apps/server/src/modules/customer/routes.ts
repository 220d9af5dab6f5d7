import { CUSTOMER_CONFIG, envelope, ORIGINAL_CONFIG_PATH } from '@console/contracts';
import { customerEndpoints } from '@console/contracts/schemas';
import type { AppContext } from '../../context.ts';
import { pageOf } from '../../db/query-helpers.ts';
import type { CustomerService } from './service.ts';

/** The customer centre's calls (service crm, contracts api/customer.ts; service.ts has the rules). */
export function registerCustomerRoutes(
  { router, app }: AppContext,
  { customers }: { customers: CustomerService },
): void {
  router.sessionRoute(customerEndpoints.queryCustomer, async ({ body, session }) => {
    const { rows, total } = await customers.list(session, body, pageOf(body));
    return envelope(rows, total);
  });
  router.sessionRoute(customerEndpoints.queryCustomerInfo, async ({ body, session }) =>
    envelope([await customers.info(session, body)]),
  );
  router.sessionRoute(customerEndpoints.updateCustomer, async ({ body, session }) => {
    await customers.update(session, body);
    return envelope();
  });
  router.sessionRoute(customerEndpoints.queryCustomerTrace, async ({ body, session }) =>
    envelope(await customers.traces(session, body)),
  );
  router.sessionRoute(customerEndpoints.addTrace, async ({ body, session }) =>
    envelope([await customers.addTrace(session, body)]),
  );
  router.sessionRoute(customerEndpoints.queryCallDetail, async ({ body, session }) =>
    envelope([await customers.callDetail(session, body)]),
  );
  router.sessionRoute(customerEndpoints.updateTagIntention, async ({ body, session }) => {
    await customers.setIntention(session, body);
    return envelope();
  });
  router.sessionRoute(customerEndpoints.queryMember, async ({ body, session }) =>
    envelope(await customers.members(session, body)),
  );

  // config__customer.json where the original pages fetch it (modules-spec 11); the console reads
  // the same lists from the contract.
  app.get(`${ORIGINAL_CONFIG_PATH}/config__customer.json`, async (_request, reply) =>
    reply.header('Cache-Control', 'no-store').type('application/json; charset=utf-8').send(CUSTOMER_CONFIG),
  );
}
