import { envelope } from '@console/contracts';
import { taskEndpoints } from '@console/contracts/schemas';
import type { AppContext } from '../../context.ts';
import { LinesService } from './lines-service.ts';

/** Calling tasks and their resources (service outboundManage, modules-spec 4). */
export function registerTaskRoutes(ctx: AppContext): void {
  const { router } = ctx;
  const lines = new LinesService(ctx);

  router.sessionRoute(taskEndpoints.searchTel, async ({ session }) => envelope(await lines.list(session.businessId)));
  router.sessionRoute(
    taskEndpoints.saveLine,
    async ({ body, session }) => envelope([await lines.save(session.businessId, body)]),
    { operatorOnly: true },
  );
}
