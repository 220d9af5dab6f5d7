import { type MonitorColours, RECEPTION_MONITOR_ID } from '@console/contracts';
import Alert from 'antd/es/alert';
import AntdApp from 'antd/es/app';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Spin from 'antd/es/spin';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Link, useParams } from 'react-router';
import { checkPermission } from '../../../shared/access/access-store.ts';
import { toApiError } from '../../../shared/http/api-error.ts';
import { useMonitorColours } from '../api/colours.ts';
import { useListen, useTakeOver } from '../api/supervise.ts';
import { useMonitorWatch } from '../api/watch.ts';
import { LiveCallCard } from '../components/live-call-card.tsx';
import { LiveStatus } from '../components/live-status.tsx';
import { TakeOverDialog } from '../components/take-over-dialog.tsx';
import type { ShownCall } from '../live-calls.ts';
import { useLiveCalls } from '../use-live-calls.ts';
import { usePushed } from '../use-pushed.ts';
import '../monitor.css';

// 颜色规则 loads when first opened: the pages draw without its form.
const ColourRulesDialog = lazy(() =>
  import('../components/colour-rules-dialog.tsx').then((m) => ({ default: m.ColourRulesDialog })),
);

interface TakenOver {
  traceId: number;
  customerNumber: string;
}

/**
 * /monitordetail/:taskId/:speechSkillId/:name (modules-spec 10): the task's calls in progress as
 * cards whose transcripts grow as robot and customer speak, coloured by unrecognised answers;
 * 监听 rings the member's agent desk to listen in, 接管 hands the call to it.
 */
export function MonitorDetailPage() {
  const { message, modal } = AntdApp.useApp();
  const params = useParams();
  const taskId = Number(params.taskId);
  const valid = Number.isInteger(taskId) && (taskId > 0 || taskId === RECEPTION_MONITOR_ID);
  const pushed = usePushed();
  const live = useLiveCalls(valid ? taskId : 0, pushed);
  const colours = useMonitorColours();
  const listen = useListen();
  const takeOver = useTakeOver();
  const [takenOver, setTakenOver] = useState<TakenOver | null>(null);
  const [editingRules, setEditingRules] = useState(false);
  useMonitorWatch(taskId, valid);
  const canSupervise = checkPermission('function.monitor') === true;

  const onListen = async (call: ShownCall) => {
    try {
      await listen.mutateAsync(call.callId);
      message.success('已呼叫您的坐席工作台，接通后即可监听');
    } catch (error) {
      message.error(toApiError(error).messageExt || '监听失败');
    }
  };
  const takeCallOver = async (call: ShownCall) => {
    try {
      setTakenOver(await takeOver.mutateAsync(call.callId));
    } catch (error) {
      message.error(toApiError(error).messageExt || '接管失败');
    }
  };
  // The robot leaves the call at once and for good: a stray click must not cost the customer it.
  const onTakeOver = (call: ShownCall) => {
    modal.confirm({
      title: '接管通话',
      content: `接管后机器人将退出与客户 ${call.customerNumber} 的通话，通话转到您的坐席工作台，且无法撤回。`,
      okText: '确认接管',
      cancelText: '取消',
      onOk: () => takeCallOver(call),
    });
  };

  let content: ReactNode;
  if (!valid) content = <Alert type="error" showIcon title="任务不存在" />;
  else if (live.loading) content = <Spin className="monitor-loading" description="加载中..." size="large" />;
  else if (live.failed) content = <Alert type="error" showIcon title="实时通话加载失败" />;
  else if (live.calls.length === 0) content = <Empty className="monitor-empty" description="当前没有进行中的通话" />;
  else {
    content = (
      <div className="monitor-grid">
        {live.calls.map((call) => (
          <LiveCallCard
            key={call.callId}
            call={call}
            colours={colours}
            now={live.now}
            canSupervise={canSupervise}
            busy={listen.isPending || takeOver.isPending}
            onListen={onListen}
            onTakeOver={onTakeOver}
          />
        ))}
      </div>
    );
  }

  return (
    <Card
      className="monitor-page"
      title={
        <span className="monitor-detail-title">
          <Link to="/task/monitor">实时监控</Link> / <span>{params.name ?? ''}</span>
        </span>
      }
      extra={
        <span className="monitor-toolbar">
          <LiveStatus />
          <span data-testid="live-call-count">通话中 {live.calls.filter((call) => call.endedAt === null).length}</span>
          <ColourLegend colours={colours} />
          <Button onClick={() => setEditingRules(true)}>颜色规则</Button>
        </span>
      }
    >
      {canSupervise && (
        <p className="monitor-desk-hint">
          监听和接管的通话会呼入您的坐席工作台，请先
          <Button type="link" size="small" onClick={openDesk}>
            在新窗口打开坐席工作台
          </Button>
          并打开电话。
        </p>
      )}
      {content}
      {takenOver && (
        <TakeOverDialog
          traceId={takenOver.traceId}
          customerNumber={takenOver.customerNumber}
          onClose={() => setTakenOver(null)}
        />
      )}
      {editingRules && (
        <Suspense fallback={null}>
          <ColourRulesDialog colours={colours} onClose={() => setEditingRules(false)} />
        </Suspense>
      )}
    </Card>
  );
}

/**
 * The desk in a window of its own, opened by this page: the browser gives it a copy of this tab's
 * session (any other new tab of the browser is handed it by the open tabs).
 */
function openDesk() {
  window.open('/agentdesk', '_blank');
}

function ColourLegend({ colours }: { colours: MonitorColours }) {
  return (
    <span className="monitor-legend">
      <i className="monitor-dot monitor-dot-green" />
      绿色 &lt;{colours.orange}
      <i className="monitor-dot monitor-dot-orange" />
      橙色 ≥{colours.orange}
      <i className="monitor-dot monitor-dot-red" />
      红色 ≥{colours.red}
    </span>
  );
}
