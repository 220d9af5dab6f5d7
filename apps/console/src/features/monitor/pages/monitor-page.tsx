import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import { lazy, Suspense, useState } from 'react';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { useMonitorColours } from '../api/colours.ts';
import { useLiveTasks } from '../api/get-live-tasks.ts';
import { useMonitorWatch } from '../api/watch.ts';
import { LiveStatus } from '../components/live-status.tsx';
import { LiveTaskTable } from '../components/live-task-table.tsx';
import { usePushed } from '../use-pushed.ts';
import '../monitor.css';

// 颜色规则 loads when first opened: the pages draw without its form.
const ColourRulesDialog = lazy(() =>
  import('../components/colour-rules-dialog.tsx').then((m) => ({ default: m.ColourRulesDialog })),
);

/**
 * /task/monitor (modules-spec 10): the running tasks with their calls in progress and how many of
 * those are orange or red, reloaded when a pushed change says a call started, ended or was not
 * understood; 颜色规则 sets the thresholds.
 */
export function MonitorPage() {
  const businessId = useSessionStore((state) => state.user?.business.id ?? 0);
  const pushed = usePushed();
  const tasks = useLiveTasks(pushed);
  const colours = useMonitorColours();
  const [editingRules, setEditingRules] = useState(false);
  useMonitorWatch(0, businessId > 0);

  return (
    <Card
      title="实时监控"
      className="monitor-page"
      extra={
        <span className="monitor-toolbar">
          <LiveStatus />
          <Button onClick={() => setEditingRules(true)}>颜色规则</Button>
        </span>
      }
    >
      {tasks.isError ? (
        <Alert type="error" showIcon title="实时数据加载失败" />
      ) : (
        <LiveTaskTable tasks={tasks.data ?? []} loading={tasks.isPending} />
      )}
      {editingRules && (
        <Suspense fallback={null}>
          <ColourRulesDialog colours={colours} onClose={() => setEditingRules(false)} />
        </Suspense>
      )}
    </Card>
  );
}
