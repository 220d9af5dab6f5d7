import { createReadStream } from 'node:fs';
import { access } from 'node:fs/promises';
import { CALL_RESULTS, ErrorCode, envelope } from '@console/contracts';
import { taskEndpoints } from '@console/contracts/schemas';
import type { AppContext } from '../../context.ts';
import { pageOf } from '../../db/query-helpers.ts';
import { AppError } from '../../lib/app-error.ts';
import { attachment } from '../../lib/content-disposition.ts';
import { registerAgreementPage } from './agreement-page.ts';
import { LinesService } from './lines-service.ts';
import { TaskRecordsService } from './records-service.ts';
import { TASK_ERROR_FILES, TaskFiles } from './task-files.ts';
import { TasksService } from './tasks-service.ts';

/** Calling tasks and their resources (service outboundManage, modules-spec 4). */
export function registerTaskRoutes(ctx: AppContext): void {
  const { router } = ctx;
  const lines = new LinesService(ctx);
  const tasks = new TasksService(ctx);
  const files = new TaskFiles(ctx);
  const records = new TaskRecordsService(ctx);

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
  ctx.app.get(`/static/${TASK_ERROR_FILES}/:name`, async (request, reply) => {
    const { name } = request.params as { name?: string };
    if (!name || !/^[a-f0-9]{32}\.xlsx$/.test(name))
      throw new AppError(ErrorCode.NotFound, undefined, { statusCode: 404 });
    const path = files.errorFilePath(name);
    try {
      await access(path);
    } catch {
      throw new AppError(ErrorCode.NotFound, undefined, { statusCode: 404 });
    }
    reply.header('content-disposition', attachment('错误名单.xlsx', 'rejected-numbers.xlsx'));
    reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    return reply.send(createReadStream(path));
  });
  registerAgreementPage(ctx.app);
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
