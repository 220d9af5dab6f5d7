import { envelope } from '@console/contracts';
import { monitorEndpoints } from '@console/contracts/schemas';
import type { AppContext } from '../../context.ts';
import { LiveBoard } from './live-board.ts';
import { MonitorScope } from './scope.ts';
import { MonitorService } from './service.ts';
import { type DeskRinger, Supervision } from './supervision.ts';
import { MonitorWatches } from './watches.ts';

/**
 * 实时监控's API (contracts api/monitor.ts). Answers the live board the call simulators report
 * to: every process keeps one, fed by the shared liveCall events.
 */
export function registerMonitorRoutes(ctx: AppContext, deps: { desk?: DeskRinger }): LiveBoard {
  const { router, app, events } = ctx;
  const watches = new MonitorWatches(events);
  const board = new LiveBoard(events, (call) => watches.isWatched(call));
  const stopNotifying = board.subscribe((businessId, event) => watches.notify(businessId, event));
  app.addHook('onClose', async () => {
    stopNotifying();
    board.close();
    watches.close();
  });
  const scope = new MonitorScope(ctx);
  const monitor = new MonitorService(ctx, { board, watches, scope });
  const supervision = new Supervision(ctx, { board, scope, desk: deps.desk });

  router.sessionRoute(monitorEndpoints.queryRealTimeData, async ({ request, session }) =>
    envelope(await monitor.runningTasks(session, request)),
  );
  router.sessionRoute(monitorEndpoints.queryRealTimeCallDetail, async ({ request, session, body }) =>
    envelope(await monitor.callsOf(session, request, body.taskId)),
  );
  router.sessionRoute(monitorEndpoints.watch, async ({ request, session, body }) => {
    await monitor.watch(session, request, body.taskId, true);
    return envelope();
  });
  router.sessionRoute(monitorEndpoints.unwatch, async ({ request, session, body }) => {
    await monitor.watch(session, request, body.taskId, false);
    return envelope();
  });
  router.sessionRoute(monitorEndpoints.queryConfig, async ({ request, session }) =>
    envelope([await monitor.colours(session, request)]),
  );
  router.sessionRoute(monitorEndpoints.config, async ({ session, body }) => {
    await monitor.saveColours(session, body);
    return envelope();
  });
  router.sessionRoute(monitorEndpoints.monitorDialog, async ({ request, session, body }) => {
    await supervision.listen(session, request, body.callId);
    return envelope();
  });
  router.sessionRoute(monitorEndpoints.takeControl, async ({ request, session, body }) =>
    envelope([await supervision.takeOver(session, request, body.callId)]),
  );
  router.sessionRoute(monitorEndpoints.updateTrace, async ({ session, body }) => {
    await supervision.completeTrace(session, body);
    return envelope();
  });
  return board;
}
