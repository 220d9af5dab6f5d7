import { envelope } from '@console/contracts';
import { accountEndpoints } from '@console/contracts/schemas';
import type { AppContext } from '../../context.ts';
import { captchaClient } from '../captcha/client.ts';
import { AccountInfoService } from './account-info.ts';
import { LoginService } from './login-service.ts';
import { ResetPasswordService } from './reset-service.ts';

export function registerLoginRoutes(ctx: AppContext): void {
  const { router, config } = ctx;
  const accounts = new AccountInfoService(ctx);
  const logins = new LoginService(ctx);
  const resets = new ResetPasswordService(ctx);
  const window = config.rateLimit.windowMs;

  router.publicRoute(
    accountEndpoints.login,
    async ({ body, request }) =>
      envelope([await logins.login({ ...body, clientId: captchaClient(request, body.clientId) })]),
    {
      rateLimit: { max: config.rateLimit.loginMax, windowMs: window },
    },
  );

  router.publicRoute(
    accountEndpoints.speechSkillAdminLogin,
    async ({ body }) => envelope([await logins.innerLogin(body)]),
    {
      rateLimit: { max: config.rateLimit.loginMax, windowMs: window },
    },
  );

  router.sessionRoute(accountEndpoints.logout, async ({ session }) => {
    await accounts.logout(session);
    return envelope();
  });

  router.sessionRoute(accountEndpoints.queryAccountInfo, async ({ session }) =>
    envelope([await accounts.info(session)]),
  );

  router.publicRoute(
    accountEndpoints.sendResetSmsCode,
    async ({ body, request }) => {
      await resets.sendCode({ ...body, clientId: captchaClient(request, body.clientId), clientAddress: request.ip });
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
