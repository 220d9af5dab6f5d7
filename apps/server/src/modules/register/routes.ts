import { envelope } from '@console/contracts';
import { accountEndpoints } from '@console/contracts/schemas';
import type { AppContext } from '../../context.ts';
import { captchaClient } from '../captcha/index.ts';
import type { RegisterService } from './service.ts';

export function registerRegisterRoutes(
  { router, config }: AppContext,
  { registrations }: { registrations: RegisterService },
): void {
  const window = config.rateLimit.windowMs;

  router.publicRoute(accountEndpoints.phoneCheck, async ({ body }) => {
    await registrations.phoneCheck(body.phoneNumber);
    return envelope([{ registered: false }]);
  });

  router.publicRoute(
    accountEndpoints.sendSmsVerifyCode,
    async ({ body, request }) => {
      const { phoneNumber, imgCode } = body;
      const clientId = captchaClient(request, body.clientId);
      await registrations.sendCode({ phone: phoneNumber, imgCode, clientId, clientAddress: request.ip });
      return envelope();
    },
    { rateLimit: { max: config.rateLimit.smsMax, windowMs: window } },
  );

  router.publicRoute(
    accountEndpoints.register,
    async ({ body, request }) =>
      envelope([await registrations.register({ ...body, clientId: captchaClient(request, body.clientId) })]),
    { rateLimit: { max: config.rateLimit.registerMax, windowMs: window } },
  );

  router.publicRoute(accountEndpoints.verChannelCode, async ({ body }) =>
    envelope([await registrations.verifyChannel(body.code)]),
  );
}
