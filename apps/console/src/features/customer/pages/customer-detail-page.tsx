import { CUSTOMER_TEXTS, TraceType, traceStageLabel } from '@console/contracts';
import Alert from 'antd/es/alert';
import Card from 'antd/es/card';
import Select from 'antd/es/select';
import Spin from 'antd/es/spin';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useCustomerInfo } from '../api/get-customer-info.ts';
import { useCustomerTraces } from '../api/get-customer-traces.ts';
import { CustomerProfile } from '../components/customer-profile.tsx';
import { TraceForm } from '../components/trace-form.tsx';
import { TraceTimeline } from '../components/trace-timeline.tsx';
import { customerPaths } from '../customer-query.ts';
import '../customer.css';

const EditCustomerDialog = lazy(() =>
  import('../components/edit-customer-dialog.tsx').then((m) => ({ default: m.EditCustomerDialog })),
);

/**
 * /custinfo/:telnum/:id/:taskId (modules-spec 8.3): the customer's profile, the chosen task's
 * current stage and intention, a new 跟进记录 and the records of the task.
 */
export function CustomerDetailPage() {
  const params = useParams();
  const navigate = useNavigate();
  const telNumber = params.telnum ?? '';
  const userId = Number(params.id);
  const taskId = Number(params.taskId);
  const info = useCustomerInfo(userId);
  const traces = useCustomerTraces(telNumber, taskId > 0 ? taskId : undefined);
  const [editing, setEditing] = useState(false);
  const customer = info.data;
  const newest = traces.data?.[0];
  const tasks = customer?.task_list ?? [];
  const task = { id: taskId, name: tasks.find((item) => item.task_id === taskId)?.task_name ?? '' };

  return (
    <Card
      className="customer-page customer-detail"
      title={
        <span className="customer-heading">
          <Link to={customerPaths.list}>&lt;返回</Link>
          <span>客户详情</span>
        </span>
      }
    >
      {info.isError && <Alert type="error" showIcon title={CUSTOMER_TEXTS.infoFailed} />}
      {info.isPending && <Spin className="customer-loading" />}
      {customer && (
        <div className="customer-columns">
          <CustomerProfile
            customer={customer}
            owner={newest?.cm_name ?? customer.cm_name}
            onEdit={() => setEditing(true)}
          />
          <div className="customer-main">
            <Card className="customer-current">
              <div className="customer-current-row">
                <label htmlFor="customer-task-select">选择任务</label>
                <Select<number>
                  id="customer-task-select"
                  className="customer-task-select"
                  virtual={false}
                  value={taskId > 0 ? taskId : undefined}
                  placeholder="请选择任务"
                  options={tasks.map((item) => ({ value: item.task_id, label: item.task_name || '--' }))}
                  onChange={(next) => navigate(customerPaths.detail(telNumber, userId, next), { replace: true })}
                />
                <span>
                  当前跟进阶段：
                  <strong>
                    {newest
                      ? newest.trace_type === TraceType.ai
                        ? 'AI初访'
                        : traceStageLabel(newest.trace_stage)
                      : '--'}
                  </strong>
                </span>
                <span>
                  当前意向等级：
                  <strong>{(newest && (newest.tag_cm_intention || newest.tag_ai_intention)) || '--'}</strong>
                </span>
              </div>
            </Card>
            <Card className="customer-follow" title="跟进记录">
              <TraceForm telNumber={customer.tel_number} task={task} />
              {traces.isError && <Alert type="error" showIcon title="跟进记录加载失败" />}
              <Spin spinning={traces.isFetching}>
                <TraceTimeline traces={traces.data ?? []} userId={userId} telNumber={customer.tel_number} />
              </Spin>
            </Card>
          </div>
        </div>
      )}
      {editing && customer && (
        <Suspense fallback={null}>
          <EditCustomerDialog customer={customer} onClose={() => setEditing(false)} />
        </Suspense>
      )}
    </Card>
  );
}
