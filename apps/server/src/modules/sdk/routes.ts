import { ErrorCode, type MakeCallRow, type SdkLoginRow } from '@console/contracts';
import { sdkEndpoints } from '@console/contracts/schemas';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { LoginService } from '../account/login-service.ts';
import { sdkEnvelope } from './envelope.ts';
import * as repo from './repo.ts';
import type { Telephony } from './telephony.ts';

/**
 * The softphone's call module (service sdk, spec sections 7 and 8): password and token login,
 * logout, log upload (flow) and makeCall. Successes answer code "0" (sdkEnvelope); failures the
 * catalogue's numeric codes. The SDK's session is an ordinary console session, so the token works
 * on both sides and logout ends it for both.
 */
export function registerSdkRoutes(ctx: AppContext, deps: { telephony: Telephony }): void {
  const { router, db, sessions, config, clock } = ctx;
  const logins = new LoginService(ctx);
  const { telephony } = deps;
  const loginLimit = { rateLimit: { max: config.rateLimit.loginMax, windowMs: config.rateLimit.windowMs } };

  async function loginRow(owner: {
    userId: number | null;
    businessId: number;
    phone: string;
    token: string;
  }): Promise<SdkLoginRow> {
    const dn = owner.userId === null ? undefined : await repo.agentDn(db, owner.userId);
    return {
      user: { phone: owner.phone },
      agent: { dn: dn ?? '' },
      lines: await repo.displayLines(db, owner.businessId),
      token: { access_token: owner.token },
      business: { id: owner.businessId },
    };
  }

  router.publicRoute(
    sdkEndpoints.login,
    async ({ body }) => {
      const { member, business, issued } = await logins.softphoneLogin(body);
      return sdkEnvelope([
        await loginRow({ userId: member.id, businessId: business.id, phone: member.phone, token: issued.token }),
      ]);
    },
    loginLimit,
  );

  // The console's agent desk hands its own session to the SDK; nothing new is issued.
  router.publicRoute(
    sdkEndpoints.tokenLogin,
    async ({ body }) => {
      const session = await sessions.resolve(db, body.token);
      if (session.businessId !== body.businessId) throw new AppError(ErrorCode.BusinessMismatch);
      return sdkEnvelope([await loginRow({ ...session, token: body.token })]);
    },
    loginLimit,
  );

  router.sessionRoute(sdkEndpoints.logout, async ({ session }) => {
    await sessions.revoke(db, session.sessionId, 'logout');
    return sdkEnvelope();
  });

  router.sessionRoute(sdkEndpoints.flow, async ({ body, session }) => {
    await repo.insertLogs(db, {
      businessId: session.businessId,
      userId: session.userId,
      account: body.account,
      deviceUuid: body.uuid,
      dn: body.dn,
      entries: body.logs,
      receivedAt: clock(),
    });
    return sdkEnvelope();
  });

  // Support looks up what an agent's softphone logged; members see nothing of their colleagues.
  router.sessionRoute(sdkEndpoints.queryFlow, async ({ body, session }) => {
    if (session.master === 0) throw new AppError(ErrorCode.AccessDenied);
    const { rows, total } = await repo.searchLogs(db, {
      ...body,
      businessId: session.businessId,
      begin: new Date(body.beginTime),
      end: new Date(body.endTime),
      offset: (body.pageIndex - 1) * body.pageSize,
      limit: body.pageSize,
    });
    return sdkEnvelope(rows, total);
  });

  router.sessionRoute(sdkEndpoints.makeCall, async ({ body, session }) => {
    const dn = session.userId === null ? undefined : await repo.agentDn(db, session.userId);
    if (session.userId === null || !dn) throw new AppError(ErrorCode.AgentDnNotFound);
    const lines = await repo.displayLines(db, session.businessId);
    if (!lines.includes(body.lineNum)) throw new AppError(ErrorCode.DisplayLineInvalid);
    const agent = { businessId: session.businessId, userId: session.userId, dn };
    if (!telephony.isRegistered(agent)) throw new AppError(ErrorCode.AgentNotRegistered);
    const placed = await telephony.placeCall({ ...body, agent });
    const row: MakeCallRow = { uuid_aleg: placed.agentLegUuid, uuid_bleg: placed.customerLegUuid };
    return sdkEnvelope([row]);
  });
}
