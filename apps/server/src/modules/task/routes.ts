import { CALL_RESULTS, envelope } from '@console/contracts';
import { taskEndpoints } from '@console/contracts/schemas';
import type { AppContext } from '../../context.ts';
import { pageOf } from '../../db/query-helpers.ts';
import { LinesService } from './lines-service.ts';
import { TasksService } from './tasks-service.ts';

/** Calling tasks and their resources (service outboundManage, modules-spec 4). */
export function registerTaskRoutes(ctx: AppContext): void {
  const { router } = ctx;
  const lines = new LinesService(ctx);
  const tasks = new TasksService(ctx);

  router.sessionRoute(taskEndpoints.searchTaskList, async ({ body, session }) => {
    const { rows, total } = await tasks.current(session, body, pageOf(body));
    return envelope(rows, total);
  });
  router.sessionRoute(taskEndpoints.searchHistoryTaskList, async ({ body, session }) => {
    const { rows, total } = await tasks.history(session, body, pageOf(body));
    return envelope(rows, total);
  });
  router.sessionRoute(taskEndpoints.searchCallResultList, async () => envelope([...CALL_RESULTS]));
  router.sessionRoute(taskEndpoints.pauseTask, async ({ body, session }) =>
    envelope([await tasks.pause(session, body.taskId)]),
  );
  router.sessionRoute(taskEndpoints.runTask, async ({ body, session }) =>
    envelope([await tasks.run(session, body.taskId)]),
  );
  router.sessionRoute(taskEndpoints.deleteTask, async ({ body, session }) => {
    await tasks.delete(session, body.taskId);
    return envelope();
  });
  router.sessionRoute(taskEndpoints.modifyTask, async ({ body, session }) =>
    envelope([await tasks.modify(session, body)]),
  );

  router.sessionRoute(taskEndpoints.searchTel, async ({ session }) => envelope(await lines.list(session.businessId)));
  router.sessionRoute(
    taskEndpoints.saveLine,
    async ({ body, session }) => envelope([await lines.save(session.businessId, body)]),
    { operatorOnly: true },
  );
}
