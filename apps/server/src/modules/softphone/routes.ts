import { sdkEndpoints } from '@console/contracts/schemas';
import type { AppContext } from '../../context.ts';
import { pageOf } from '../../db/query-helpers.ts';
import { sdkEnvelope } from './envelope.ts';
import type { SdkService } from './service.ts';

/**
 * The softphone's call module (service sdk). Successes answer code "0" (sdkEnvelope); failures
 * the catalogue's numeric codes, like every other service.
 */
export function registerSdkRoutes({ router, config }: AppContext, { sdk }: { sdk: SdkService }): void {
  const loginLimit = { rateLimit: { max: config.rateLimit.loginMax, windowMs: config.rateLimit.windowMs } };

  router.publicRoute(sdkEndpoints.login, async ({ body }) => sdkEnvelope([await sdk.passwordLogin(body)]), loginLimit);

  router.publicRoute(
    sdkEndpoints.tokenLogin,
    async ({ body }) => sdkEnvelope([await sdk.tokenLogin(body)]),
    loginLimit,
  );

  router.sessionRoute(sdkEndpoints.logout, async ({ session }) => {
    await sdk.logout(session);
    return sdkEnvelope();
  });

  router.sessionRoute(sdkEndpoints.flow, async ({ body, request, session }) => {
    // The token the request came with must not end up in the stored logs either.
    await sdk.uploadLogs(session, body, [(request.query as { token?: string }).token]);
    return sdkEnvelope();
  });

  router.sessionRoute(sdkEndpoints.queryFlow, async ({ body, session }) => {
    const { pageIndex, pageSize, ...query } = body;
    const { rows, total } = await sdk.searchLogs(session, query, pageOf({ pageIndex, pageSize }));
    return sdkEnvelope(rows, total);
  });

  router.sessionRoute(sdkEndpoints.makeCall, async ({ body, session }) =>
    sdkEnvelope([await sdk.makeCall(session, body)]),
  );
}
