import { TASK_CREATION_REFUSALS, type TaskCreationRefusal, taskCreationRefusal } from '@console/contracts';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import { useNavigate } from 'react-router';
import { ASK_FOR_RECHARGE_TEXT, RECHARGE_PATH, useMayRecharge } from '../../../shared/fee/may-recharge.ts';

/** Why there are no cards, in the spec's order (4.2): the first that applies wins. */
export type TaskEmptyReason = TaskCreationRefusal | 'noTasks';

export function emptyReasonOf(status: number, lack: boolean, taskCount: number): TaskEmptyReason | null {
  return taskCreationRefusal(status, lack) ?? (taskCount === 0 ? 'noTasks' : null);
}

const TEXTS: Record<TaskEmptyReason, string> = { ...TASK_CREATION_REFUSALS, noTasks: '当前暂无任务' };

/** Only the main account verifies the enterprise; a member is told whom to ask (as the banner does). */
const ASK_MASTER_TEXT = '请联系主账号完成企业认证';

interface TaskEmptyStateProps {
  reason: TaskEmptyReason;
  canVerify: boolean;
  onVerify: () => void;
  onCreate: () => void;
}

export function TaskEmptyState({ reason, canVerify, onVerify, onCreate }: TaskEmptyStateProps) {
  const navigate = useNavigate();
  const mayRecharge = useMayRecharge();
  const verifyText = reason === 'authFailed' ? '重新认证' : '立即认证';
  let action = null;
  if (reason === 'authFailed' || reason === 'unverified') {
    action = canVerify ? (
      <Button type="primary" onClick={onVerify}>
        {verifyText}
      </Button>
    ) : (
      <span className="task-empty-hint">{ASK_MASTER_TEXT}</span>
    );
  } else if (reason === 'feeLack') {
    action = mayRecharge ? (
      <Button type="primary" onClick={() => navigate(RECHARGE_PATH)}>
        立即充值
      </Button>
    ) : (
      <span className="task-empty-hint">{ASK_FOR_RECHARGE_TEXT}</span>
    );
  } else if (reason === 'noTasks') {
    action = (
      <Button type="primary" onClick={onCreate}>
        创建任务
      </Button>
    );
  }
  return (
    <Empty className="task-empty" description={TEXTS[reason]}>
      {action}
    </Empty>
  );
}
