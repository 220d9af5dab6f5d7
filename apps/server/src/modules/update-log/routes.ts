import { envelope } from '@console/contracts';
import { updateLogEndpoints } from '@console/contracts/schemas';
import type { AppContext } from '../../context.ts';
import { markUpdateLogRead, updateLogReadTime } from './service.ts';

/** The update-log notice's read state of the session's account (HTTP only; the rules are in service.ts). */
export function registerUpdateLogRoutes(ctx: AppContext): void {
  const { router, db, clock } = ctx;

  router.sessionRoute(updateLogEndpoints.queryUpdateLogRead, async ({ session }) =>
    envelope([{ readTime: await updateLogReadTime(db, session) }]),
  );

  router.sessionRoute(updateLogEndpoints.saveUpdateLogRead, async ({ body, session }) => {
    await markUpdateLogRead(db, clock, session, body.readTime);
    return envelope();
  });
}
