import Alert from 'antd/es/alert';
import Modal from 'antd/es/modal/Modal';
import Spin from 'antd/es/spin';
import { useTask } from '../api/get-task.ts';
import { TaskForm } from './task-form.tsx';

interface TaskDialogProps {
  /** Editing this task; absent, a new one is created. */
  taskId?: number;
  onClose: () => void;
}

/** 创建任务, or 编辑任务 once the task has been read again (the card may be a poll old). */
export function TaskDialog({ taskId, onClose }: TaskDialogProps) {
  const task = useTask(taskId);
  if (taskId === undefined) return <TaskForm onClose={onClose} />;
  if (task.data) return <TaskForm task={task.data} onClose={onClose} />;
  return (
    <Modal open title="编辑任务" width={530} footer={null} onCancel={onClose}>
      {task.isError ? <Alert type="error" showIcon title="任务加载失败" /> : <Spin className="task-loading" />}
    </Modal>
  );
}
