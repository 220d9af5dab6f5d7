import { ErrorCode, envelope } from '@console/contracts';
import { accountEndpoints } from '@console/contracts/schemas';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { LoginService } from './login-service.ts';
import * as repo from './repo.ts';
import { ResetPasswordService } from './reset-service.ts';
import { memberAccountInfo, operatorAccountInfo } from './results.ts';

export function registerAccountRoutes(ctx: AppContext): void {
  const { router, db, sessions, config } = ctx;
  const logins = new LoginService(ctx);
  const resets = new ResetPasswordService(ctx);
  const window = config.rateLimit.windowMs;

  router.publicRoute(accountEndpoints.login, async ({ body }) => envelope([await logins.login(body)]), {
    rateLimit: { max: config.rateLimit.loginMax, windowMs: window },
  });

  router.publicRoute(
    accountEndpoints.speechSkillAdminLogin,
    async ({ body }) => envelope([await logins.innerLogin(body)]),
    {
      rateLimit: { max: config.rateLimit.loginMax, windowMs: window },
    },
  );

  router.sessionRoute(accountEndpoints.logout, async ({ session }) => {
    await sessions.revoke(db, session.sessionId, 'logout');
    return envelope();
  });

  router.sessionRoute(accountEndpoints.queryAccountInfo, async ({ session }) => {
    if (session.userId !== null) {
      const found = await repo.findMemberById(db, session.userId);
      if (!found) throw new AppError(ErrorCode.TokenUnknown);
      return envelope([memberAccountInfo(found.member, found.business)]);
    }
    const operator = session.operatorId === null ? undefined : await repo.findOperatorById(db, session.operatorId);
    const business = await repo.findBusiness(db, session.businessId);
    if (!operator || !business) throw new AppError(ErrorCode.TokenUnknown);
    return envelope([operatorAccountInfo(operator, business)]);
  });

  router.publicRoute(
    accountEndpoints.sendResetSmsCode,
    async ({ body, request }) => {
      await resets.sendCode({ ...body, clientAddress: request.ip });
      return envelope();
    },
    { rateLimit: { max: config.rateLimit.smsMax, windowMs: window } },
  );

  router.publicRoute(
    accountEndpoints.resetPassword,
    async ({ body }) => {
      await resets.reset(body);
      return envelope();
    },
    { rateLimit: { max: config.rateLimit.registerMax, windowMs: window } },
  );
}
