import { CALL_RESULTS, type CallDetailRow, CUSTOMER_TEXTS, MANUAL_INTENTION_SAVE_DELAY_MS } from '@console/contracts';
import Alert from 'antd/es/alert';
import AntdApp from 'antd/es/app';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Spin from 'antd/es/spin';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { CallDialog } from '../../../shared/call-record/call-dialog.tsx';
import { CallRecording } from '../../../shared/call-record/call-recording.tsx';
import { useCallDetail } from '../api/get-call-detail.ts';
import { useIntentionLabels } from '../api/get-intention-labels.ts';
import { useUpdateTagIntention } from '../api/update-tag-intention.ts';
import { IntentionPicker } from '../components/intention-picker.tsx';
import { customerPaths } from '../customer-query.ts';
import { useDelayedSave } from '../use-delayed-save.ts';
import '../customer.css';

const RESULT_TEXT = new Map<string, string>(CALL_RESULTS.map((result) => [result.code, result.desc]));

/** 客户意向分类: the robot's label, and the member's, saved 1.5 s after the last click. */
function Classification({ call }: { call: CallDetailRow }) {
  const { message } = AntdApp.useApp();
  const labels = useIntentionLabels();
  const update = useUpdateTagIntention();
  const [manual, setManual] = useState(call.tag_cm_intention);
  const scheduleSave = useDelayedSave((tag: string) => {
    update.mutate(
      {
        trace_id: call.trace_id,
        tag_cm_intention: tag,
        tag_ai_intention: call.tag_ai_intention,
        tel_number: call.tel_number,
        task_id: call.task_id,
        task_name: call.task_name,
        task_data_id: call.task_data_id ?? '',
      },
      {
        onSuccess: () => message.success(CUSTOMER_TEXTS.saved),
        onError: () => message.error(CUSTOMER_TEXTS.saveFailed),
      },
    );
  }, MANUAL_INTENTION_SAVE_DELAY_MS);
  const names = labels.data ?? [];
  return (
    <Card className="customer-call-card" title="客户意向分类">
      <IntentionPicker label="AI分类" labels={names} value={call.tag_ai_intention} />
      <IntentionPicker
        label="人工分类"
        labels={names}
        value={manual}
        onPick={(tag) => {
          setManual(tag);
          scheduleSave(tag);
        }}
      />
    </Card>
  );
}

/** /custcall/:userId/:taskId/:traceId (modules-spec 8.4): the robot's call of an AI trace. */
export function CallDetailPage() {
  const params = useParams();
  const userId = Number(params.userId);
  const taskId = Number(params.taskId);
  const { data: call, isError, isPending } = useCallDetail(Number(params.traceId));
  const back = call ? customerPaths.detail(call.tel_number, userId, taskId) : customerPaths.list;

  return (
    <Card
      className="customer-page customer-call"
      title={
        <span className="customer-heading">
          <Link to={back}>&lt;返回</Link>
          <span>通话详情</span>
        </span>
      }
    >
      {isError && <Alert type="error" showIcon title="获取通话详情失败" />}
      {isPending && <Spin className="customer-loading" />}
      {call && (
        <div className="customer-columns">
          <div className="customer-call-side">
            <Card className="customer-call-card" title="通话结果">
              <Descriptions
                column={1}
                size="small"
                items={[
                  { key: 'task', label: '任务名称', children: call.task_name || '--' },
                  { key: 'time', label: '呼叫时间', children: call.time_trace },
                  { key: 'result', label: '通话结果', children: RESULT_TEXT.get(call.call_result) ?? '--' },
                  { key: 'duration', label: '通话时长', children: `${call.call_duration}秒` },
                ]}
              />
            </Card>
            <Classification call={call} />
            <Card className="customer-call-card" title="客户详情">
              <Descriptions
                column={1}
                size="small"
                items={[
                  { key: 'name', label: '客户姓名', children: call.customer_name || '--' },
                  { key: 'tel', label: '客户手机号码', children: call.tel_number },
                ]}
              />
            </Card>
          </div>
          <div className="customer-main">
            <Card className="customer-call-card" title="录音详情">
              <CallRecording voiceUrl={call.voice_url} />
            </Card>
            <Card className="customer-call-card customer-dialog-card" title="对话识别结果">
              <CallDialog dialog={call.dialog} />
            </Card>
          </div>
        </div>
      )}
    </Card>
  );
}
