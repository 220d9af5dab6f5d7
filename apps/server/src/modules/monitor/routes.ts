import { envelope } from '@console/contracts';
import { monitorEndpoints } from '@console/contracts/schemas';
import type { AppContext } from '../../context.ts';
import type { MonitorService } from './service.ts';
import type { Supervision } from './supervision.ts';

/** 实时监控's API (contracts api/monitor.ts); the live board is kept by the monitor's services. */
export function registerMonitorRoutes(
  { router }: AppContext,
  { monitor, supervision }: { monitor: MonitorService; supervision: Supervision },
): void {
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
}
