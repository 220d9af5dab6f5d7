import QuestionCircleOutlined from '@ant-design/icons/QuestionCircleOutlined';
import { RESUMABLE_TASK_STATUSES, type TaskRow, TaskStatus } from '@console/contracts';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Progress from 'antd/es/progress';
import Tooltip from 'antd/es/tooltip';
import { Link } from 'react-router';
import { getRuntimeConfig } from '../../../shared/config/runtime-config.ts';
import { formatZonedDateTime } from '../../../shared/format/date.ts';
import { formatCount } from '../../../shared/format/number.ts';
import { taskInfoPath } from '../../../shared/links/task-info-path.ts';
import { answerRate, progressCaption, progressPercent, statusReason, statusText } from '../task-figures.ts';

interface TaskCardProps {
  task: TaskRow;
  /** A 暂停/继续 of this card is under way. */
  toggling: boolean;
  onToggle: (task: TaskRow) => void;
  onEdit: (task: TaskRow) => void;
  onDelete: (task: TaskRow) => void;
}

/** One current task (modules-spec 4.2): name and status, progress, four figures, begin time, actions. */
export function TaskCard({ task, toggling, onToggle, onEdit, onDelete }: TaskCardProps) {
  const reason = statusReason(task);
  const resumable = RESUMABLE_TASK_STATUSES.includes(task.status);
  const finished = task.status === TaskStatus.finished;
  const figures = [
    { label: '号码量', value: formatCount(task.numberCount) },
    { label: '已外呼号码', value: formatCount(task.processTelCount) },
    { label: '接通量', value: formatCount(task.completionCount) },
    { label: '接通率', value: answerRate(task.completionRate) },
  ];

  return (
    <Card
      size="small"
      className="task-card"
      title={
        <Tooltip title={task.name}>
          <span className="task-card-name">{task.name}</span>
        </Tooltip>
      }
      extra={
        <span className={`task-card-status task-status-${task.status}`}>
          {statusText(task)}
          {reason && (
            <Tooltip title={reason}>
              <QuestionCircleOutlined aria-label={reason} className="task-card-help" tabIndex={0} />
            </Tooltip>
          )}
        </span>
      }
      actions={[
        <Link key="info" to={taskInfoPath(task)}>
          详情
        </Link>,
        // A finished task (kept on the page until it is left) is history's to change now.
        ...(finished
          ? []
          : [
              <Button key="toggle" type="link" size="small" loading={toggling} onClick={() => onToggle(task)}>
                {resumable ? '继续' : '暂停'}
              </Button>,
              <Button key="edit" type="link" size="small" onClick={() => onEdit(task)}>
                编辑
              </Button>,
              <Button key="delete" type="link" size="small" danger onClick={() => onDelete(task)}>
                删除
              </Button>,
            ]),
      ]}
    >
      <Progress percent={progressPercent(task)} showInfo={false} size="small" />
      <div className="task-card-caption">{progressCaption(task)}</div>
      <dl className="task-card-figures">
        {figures.map((figure) => (
          <div key={figure.label}>
            <dt>{figure.label}</dt>
            <dd>{figure.value}</dd>
          </div>
        ))}
      </dl>
      <div className="task-card-footer">
        开始时间：{formatZonedDateTime(task.beginTime, getRuntimeConfig().reportTimeZone)}
      </div>
    </Card>
  );
}
