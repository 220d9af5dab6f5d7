import { accountEndpoints } from '@console/contracts/schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { bindCaptchaClient } from './client.ts';
import type { CaptchaType } from './repo.ts';
import type { CaptchaService } from './service.ts';

export function registerCaptchaRoutes(
  { router, config }: AppContext,
  { db, captchas }: { db: Db; captchas: CaptchaService },
): void {
  const image = async (
    request: FastifyRequest,
    reply: FastifyReply,
    clientId: string | undefined,
    type: CaptchaType,
  ) => {
    const svg = await captchas.issue(db, bindCaptchaClient(request, reply, clientId), type);
    return reply.header('Cache-Control', 'no-store').type('image/svg+xml; charset=utf-8').send(svg);
  };
  // Every image is a stored row: one address may not mint them without bound.
  const rateLimit = { max: config.rateLimit.loginMax, windowMs: config.rateLimit.windowMs };

  router.publicRoute(
    accountEndpoints.createImgCode,
    ({ query, request, reply }) => image(request, reply, query.clientId, query.type),
    { rateLimit },
  );
  router.publicRoute(
    accountEndpoints.createImgVerifyCode,
    ({ query, request, reply }) => image(request, reply, query.clientId, '1'),
    { rateLimit },
  );
}
