import { CALL_RESULTS, envelope } from '@console/contracts';
import { taskEndpoints } from '@console/contracts/schemas';
import type { AppContext } from '../../context.ts';
import { pageOf } from '../../db/query-helpers.ts';
import { registerAgreementPage } from './agreement-page.ts';
import type { LinesService } from './lines-service.ts';
import type { TaskRecordsService } from './records-service.ts';
import { TASK_ERROR_FILES, type TaskFiles } from './task-files.ts';
import type { TasksService } from './tasks-service.ts';

/** What the task routes hand their calls to. */
export interface TaskRouteServices {
  tasks: TasksService;
  taskLines: LinesService;
  taskFiles: TaskFiles;
  taskRecords: TaskRecordsService;
}

/** Calling tasks and their resources (service outboundManage, modules-spec 4). */
export function registerTaskRoutes({ router, app }: AppContext, services: TaskRouteServices): void {
  const { tasks, taskLines: lines, taskFiles: files, taskRecords: records } = services;

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
  router.sessionRoute(taskEndpoints.taskStatistics, async ({ body, session }) =>
    envelope([await tasks.statistics(session, body.taskId)]),
  );
  router.sessionRoute(taskEndpoints.queryTaskDataReport, async ({ body, session }) => {
    const { rows, total } = await records.page(session, body);
    return envelope(rows, total);
  });
  router.sessionRoute(taskEndpoints.deleteTask, async ({ body, session }) => {
    await tasks.delete(session, body.taskId);
    return envelope();
  });
  router.sessionRoute(taskEndpoints.uploadTaskFile, async ({ request, session }) =>
    envelope([await files.receive(request, session)]),
  );
  router.sessionRoute(taskEndpoints.createTaskWithFile, async ({ body, session }) =>
    envelope([await tasks.create(session, body)]),
  );
  // The 错误名单 of an upload, below staticUrl as the original console links it; its name is a
  // random 128-bit value known only to the uploader.
  app.get(`/static/${TASK_ERROR_FILES}/:name`, async (request, reply) =>
    files.sendErrorFile(reply, (request.params as { name?: string }).name),
  );
  registerAgreementPage(app);
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
