import { MONITOR_WATCH_SECONDS, monitorApi } from '@console/contracts';
import { useEffect } from 'react';
import { callApi } from '../../../shared/http/api-client.ts';

/**
 * Keeps this console's watch of the task list (0) or of a task while the page is open: renewed at
 * a third of its lifetime, ended when the page is left. A failed renewal is retried at the next one.
 */
export function useMonitorWatch(taskId: number, enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    const watch = () => callApi(monitorApi.watch, { taskId }).catch(() => undefined);
    void watch();
    const timer = setInterval(watch, (MONITOR_WATCH_SECONDS * 1000) / 3);
    return () => {
      clearInterval(timer);
      void callApi(monitorApi.unwatch, { taskId }).catch(() => undefined);
    };
  }, [taskId, enabled]);
}
