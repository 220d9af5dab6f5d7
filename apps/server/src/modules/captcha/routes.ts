import { accountEndpoints } from '@console/contracts/schemas';
import type { AppContext } from '../../context.ts';

export function registerCaptchaRoutes({ router, db, captchas, config }: AppContext): void {
  router.publicRoute(
    accountEndpoints.createImgCode,
    async ({ query, reply }) => {
      const svg = await captchas.issue(db, query.clientId, query.type);
      return reply.header('Cache-Control', 'no-store').type('image/svg+xml; charset=utf-8').send(svg);
    },
    // Every image is a stored row: one address may not mint them without bound.
    { rateLimit: { max: config.rateLimit.loginMax, windowMs: config.rateLimit.windowMs } },
  );
}
