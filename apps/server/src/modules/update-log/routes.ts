import { envelope } from '@console/contracts';
import { updateLogEndpoints } from '@console/contracts/schemas';
import type { AppContext } from '../../context.ts';
import type { UpdateLogReads } from './service.ts';

/** The update-log notice's read state of the session's account (HTTP only; the rules are in service.ts). */
export function registerUpdateLogRoutes(
  { router }: AppContext,
  { updateLogReads }: { updateLogReads: UpdateLogReads },
): void {
  router.sessionRoute(updateLogEndpoints.queryUpdateLogRead, async ({ session }) =>
    envelope([{ readTime: await updateLogReads.readTime(session) }]),
  );

  router.sessionRoute(updateLogEndpoints.saveUpdateLogRead, async ({ body, session }) => {
    await updateLogReads.markRead(session, body.readTime);
    return envelope();
  });
}
