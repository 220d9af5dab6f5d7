import { envelope } from '@console/contracts';
import { blacklistEndpoints } from '@console/contracts/schemas';
import type { AppContext } from '../../context.ts';
import { pageOf } from '../../db/query-helpers.ts';
import type { BlacklistService } from './service.ts';

/** /setting/blacklist: the blacklist and the refusal suppression (contracts api/blacklist.ts). */
export function registerBlacklistRoutes(
  { router }: AppContext,
  { blacklist: lists }: { blacklist: BlacklistService },
): void {
  const done = () => envelope();

  router.sessionRoute(blacklistEndpoints.queryBlacklist, async ({ body, session }) => {
    const { rows, total } = await lists.blacklist(session, { ...body, ...pageOf(body) });
    return envelope(rows, total);
  });

  router.sessionRoute(blacklistEndpoints.addBlacklist, async ({ body, session }) =>
    envelope([await lists.add(session, body)]),
  );

  router.sessionRoute(blacklistEndpoints.importBlacklist, async ({ request, session }) =>
    envelope([await lists.import(request, session)]),
  );

  router.sessionRoute(blacklistEndpoints.exportBlacklist, async ({ body, session }) =>
    lists.export(session, body).then(done),
  );

  router.sessionRoute(blacklistEndpoints.removeBlacklist, async ({ body, session }) =>
    lists.remove(session, 'blacklist', body).then(done),
  );

  router.sessionRoute(blacklistEndpoints.querySuppression, async ({ body, session }) => {
    const { rows, total } = await lists.suppressed(session, { ...body, ...pageOf(body) });
    return envelope(rows, total);
  });

  router.sessionRoute(blacklistEndpoints.removeSuppression, async ({ body, session }) =>
    lists.remove(session, 'suppression', body).then(done),
  );
}
