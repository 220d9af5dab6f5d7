import { ErrorCode, envelope, WEIXIN_SCAN_PATH } from '@console/contracts';
import { storedName, userEndpoints } from '@console/contracts/schemas';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { UploadStore } from '../uploads/index.ts';
import type { UserService } from './service.ts';

const STORED_NAME = storedName('文件名');

const scanQuery = z.object({
  ticket: z.string({ error: '二维码参数不能为空' }).trim().min(1, '二维码参数不能为空').max(200, '二维码参数格式错误'),
});

/** The signed-in person's own account (service.ts has the rules); the team module has the members. */
export function registerUserRoutes(
  { router, config, app }: AppContext,
  { users, uploads }: { users: UserService; uploads: UploadStore },
): void {
  router.sessionRoute(userEndpoints.queryUserInfo, async ({ session }) => envelope([await users.userInfo(session)]));

  router.sessionRoute(userEndpoints.updatePassword, async ({ body, session }) => {
    await users.updatePassword(session, body);
    return envelope();
  });

  router.sessionRoute(userEndpoints.uploadHeadPhoto, async ({ request, session }) => {
    const stored = await uploads.receive(request, session, 'headPhoto', userEndpoints.uploadHeadPhoto.upload);
    await users.setHeadPhoto(session, stored.name);
    return envelope([{ headPhoto: stored.name }]);
  });

  router.sessionRoute(userEndpoints.headPhoto, async ({ query, reply, session }) =>
    uploads.send(reply, session.businessId, query.name, 'headPhoto'),
  );

  // The original console shows a head photo as config staticUrl + '/' + its name.
  app.get('/static/:name', async (request, reply) => {
    const parsed = STORED_NAME.safeParse((request.params as { name?: unknown }).name);
    if (!parsed.success) throw new AppError(ErrorCode.NotFound, undefined, { statusCode: 404 });
    return uploads.sendHeadPhoto(reply, parsed.data);
  });

  router.sessionRoute(userEndpoints.unbindWeixinMp, async ({ session }) => {
    await users.unbindWeixin(session);
    return envelope([{ bindStatus: 0 as const }]);
  });

  router.sessionRoute(userEndpoints.createWeixinBindTicket, async ({ session }) =>
    envelope([await users.createBindTicket(session)]),
  );

  router.sessionRoute(userEndpoints.setInitialPassword, async ({ body, session }) => {
    await users.setInitialPassword(session, body);
    return envelope();
  });

  if (!config.production) {
    app.get(WEIXIN_SCAN_PATH, { schema: { querystring: scanQuery } }, async (request) => {
      const { ticket } = request.query as z.output<typeof scanQuery>;
      return envelope([await users.scanBindTicket(ticket)]);
    });
  }
}
