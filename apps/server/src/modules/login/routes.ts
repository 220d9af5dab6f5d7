import { envelope } from '@console/contracts';
import { accountEndpoints } from '@console/contracts/schemas';
import type { AppContext } from '../../context.ts';
import { captchaClient } from '../captcha/index.ts';
import type { AccountInfoService } from './account-info.ts';
import type { LoginService } from './login-service.ts';
import type { ResetPasswordService } from './reset-service.ts';

/** Login, inner login, logout, who the session is, and the password reset. */
export function registerLoginRoutes(
  { router, config }: AppContext,
  { accounts, logins, resets }: { accounts: AccountInfoService; logins: LoginService; resets: ResetPasswordService },
): void {
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
    async ({ body, request }) =>
      envelope([await logins.innerLogin({ ...body, clientId: captchaClient(request, body.clientId) })]),
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
