import { ErrorCode, isMaster, RESUMABLE_TASK_STATUSES, type TaskRow } from '@console/contracts';
import Alert from 'antd/es/alert';
import AntdApp from 'antd/es/app';
import Card from 'antd/es/card';
import Spin from 'antd/es/spin';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTypedYesConfirm } from '../../../shared/confirm/typed-yes-confirm.tsx';
import { useBusinessStatus } from '../../../shared/enterprise-auth/api/get-business-status.ts';
import { useFeeLack } from '../../../shared/fee/api/get-fee-lack.ts';
import { toApiError } from '../../../shared/http/api-error.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { useDeleteTask } from '../api/delete-task.ts';
import { useCurrentTasks } from '../api/get-current-tasks.ts';
import { usePauseTask } from '../api/pause-task.ts';
import { useRunTask } from '../api/run-task.ts';
import { useFinishedTasks } from '../api/use-finished-tasks.ts';
import { CreateTile } from '../components/create-tile.tsx';
import { TaskCard } from '../components/task-card.tsx';
import { emptyReasonOf, TaskEmptyState } from '../components/task-empty-state.tsx';
import '../task.css';

// The dialogs load when first opened: the cards draw with less code.
const TaskDialog = lazy(() => import('../components/task-dialog.tsx').then((m) => ({ default: m.TaskDialog })));
const EnterpriseAuthDialog = lazy(() =>
  import('../../../shared/enterprise-auth/enterprise-auth-dialog.tsx').then((m) => ({
    default: m.EnterpriseAuthDialog,
  })),
);

/** 暂停/继续 failed: the two refusals the spec names, else the server's text, else 保存失败. */
function toggleFailureText(error: unknown): string {
  const apiError = toApiError(error);
  if (apiError.numericCode === ErrorCode.TaskFinished) return '任务已完成';
  if (apiError.numericCode === ErrorCode.TaskDeleted) return '任务已删除';
  return apiError.messageExt || '保存失败';
}

/** Which dialog is open: a new task, or the task being edited. */
type Editing = { mode: 'create' } | { mode: 'edit'; taskId: number } | null;

/** /task/tasknow (modules-spec 4.2): the tasks under way as cards, polled every 10 s. */
export function TaskNowPage() {
  const { message } = AntdApp.useApp();
  const businessId = useSessionStore((state) => state.user?.business.id ?? 0);
  const canVerify = useSessionStore((state) => state.user !== null && isMaster(state.user));
  const status = useBusinessStatus(businessId);
  const fee = useFeeLack(businessId, { fresh: true });
  const tasks = useCurrentTasks();
  const shownTasks = useFinishedTasks(tasks.data);
  const pause = usePauseTask();
  const run = useRunTask();
  const remove = useDeleteTask();
  const { confirm, prompt } = useTypedYesConfirm();
  const [editing, setEditing] = useState<Editing>(null);
  const [verifying, setVerifying] = useState(false);
  const [toggling, setToggling] = useState<number | null>(null);

  const toggle = async (task: TaskRow) => {
    const resume = RESUMABLE_TASK_STATUSES.includes(task.status);
    setToggling(task.taskId);
    try {
      await (resume ? run : pause).mutateAsync(task.taskId);
      message.success('保存成功');
    } catch (error) {
      message.error(toggleFailureText(error));
    } finally {
      setToggling(null);
    }
  };

  const askDelete = (task: TaskRow) =>
    confirm({
      thing: '任务',
      title: '删除确认',
      onConfirm: async () => {
        try {
          await remove.mutateAsync(task.taskId);
          message.success('删除成功');
        } catch (error) {
          message.error(toApiError(error).messageExt || '删除失败');
        }
      },
    });

  const loading = status.isPending || fee.isPending || tasks.isPending;
  const failed = status.isError || fee.isError || tasks.isError;
  const rows = shownTasks;
  const emptyReason = loading || failed ? null : emptyReasonOf(status.data ?? 0, fee.data ?? false, rows.length);

  let content: ReactNode;
  if (loading) content = <Spin className="task-loading" description="加载中..." size="large" />;
  else if (failed) content = <Alert type="error" showIcon title="当前任务加载失败" />;
  else if (emptyReason)
    content = (
      <TaskEmptyState
        reason={emptyReason}
        canVerify={canVerify}
        onVerify={() => setVerifying(true)}
        onCreate={() => setEditing({ mode: 'create' })}
      />
    );
  else
    content = (
      <div className="task-grid">
        <CreateTile onCreate={() => setEditing({ mode: 'create' })} />
        {rows.map((task) => (
          <TaskCard
            key={task.taskId}
            task={task}
            toggling={toggling === task.taskId}
            onToggle={toggle}
            onEdit={() => setEditing({ mode: 'edit', taskId: task.taskId })}
            onDelete={askDelete}
          />
        ))}
      </div>
    );

  return (
    <Card title="当前任务" className="task-page">
      {content}
      <Suspense fallback={null}>
        {editing && (
          <TaskDialog taskId={editing.mode === 'edit' ? editing.taskId : undefined} onClose={() => setEditing(null)} />
        )}
        {verifying && <EnterpriseAuthDialog open onClose={() => setVerifying(false)} />}
      </Suspense>
      {prompt}
    </Card>
  );
}
