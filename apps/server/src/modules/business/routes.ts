import { envelope } from '@console/contracts';
import { businessEndpoints } from '@console/contracts/schemas';
import type { AppContext } from '../../context.ts';
import type { UploadStore } from '../uploads/index.ts';
import type { BusinessService } from './service.ts';

/** Enterprise verification (with its attachments), business status and business configuration. */
export function registerBusinessRoutes(
  { router }: AppContext,
  { businesses, uploads }: { businesses: BusinessService; uploads: UploadStore },
): void {
  router.sessionRoute(businessEndpoints.queryEntAuthByBusId, async ({ session }) =>
    envelope(await businesses.enterpriseAuth(session)),
  );

  router.sessionRoute(businessEndpoints.enterpriseAuth, async ({ body, session }) =>
    envelope([{ status: await businesses.submitEnterpriseAuth(session, body) }]),
  );

  router.sessionRoute(businessEndpoints.uploadEntAuthAttach, async ({ request, session }) => {
    businesses.checkVerifier(session);
    const stored = await uploads.receive(request, session, 'entAuth', businessEndpoints.uploadEntAuthAttach.upload);
    return envelope([{ attachPath: stored.name }]);
  });

  router.sessionRoute(businessEndpoints.entAuthAttach, async ({ query, reply, session }) => {
    businesses.checkVerifier(session);
    return uploads.send(reply, session.businessId, query.name, 'entAuth');
  });

  router.sessionRoute(businessEndpoints.queryBusinessStatus, async ({ session }) =>
    envelope([{ status: await businesses.status(session) }]),
  );

  router.sessionRoute(
    businessEndpoints.updateBusinessStatus,
    async ({ body, session }) => {
      await businesses.setStatus(session, body.status, body.remark);
      return envelope([{ status: body.status }]);
    },
    { operatorOnly: true },
  );

  router.sessionRoute(businessEndpoints.queryBusinessConfig, async ({ session }) =>
    envelope(await businesses.configRows(session)),
  );

  router.sessionRoute(
    businessEndpoints.saveBusinessConfig,
    async ({ body, session }) => {
      await businesses.saveConfig(session, body);
      return envelope([body]);
    },
    { operatorOnly: true },
  );
}
