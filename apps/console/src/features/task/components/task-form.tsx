import QuestionCircleOutlined from '@ant-design/icons/QuestionCircleOutlined';
import {
  displayLinesOf,
  type FieldSpec,
  NumberUploadText,
  type SpeechSkillRow,
  TASK_CONFIG,
  type TaskRow,
  taskFormMessages,
} from '@console/contracts';
import AntdApp from 'antd/es/app';
import Checkbox from 'antd/es/checkbox';
import DatePicker from 'antd/es/date-picker';
import Form from 'antd/es/form';
import Input from 'antd/es/input/Input';
import Modal from 'antd/es/modal/Modal';
import Select from 'antd/es/select';
import Switch from 'antd/es/switch';
import Tooltip from 'antd/es/tooltip';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { contractField } from '../../../shared/forms/form-rules.ts';
import { toApiError } from '../../../shared/http/api-error.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { useCreateTask } from '../api/create-task.ts';
import { useIntentionLabels } from '../api/get-intention-labels.ts';
import { useModifyTask } from '../api/modify-task.ts';
import { staticUrlOf } from '../static-url.ts';
import { createTaskBody, editTaskValues, modifyTaskBody, newTaskValues, type TaskFormValues } from '../task-form.ts';
import { LineSelect } from './line-select.tsx';
import { NumberFileField } from './number-file-field.tsx';
import { ScriptSelect } from './script-select.tsx';
import { WorkTimeField } from './work-time-field.tsx';

const NAME_FIELD: FieldSpec = {
  label: '任务名称',
  rules: [
    { rule: 'require', message: taskFormMessages.nameRequired },
    { rule: 'name', message: taskFormMessages.nameFormat },
  ],
};
const TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
const BEGIN_SHORTCUTS = [
  { label: '10分钟后', value: () => dayjs().add(10, 'minute') },
  { label: '30分钟后', value: () => dayjs().add(30, 'minute') },
  { label: '1小时后', value: () => dayjs().add(1, 'hour') },
  { label: '2小时后', value: () => dayjs().add(2, 'hour') },
];
const AGREEMENT_PATH = 'html/protocal.html';
/** 未接通再次外呼: two selects, both or neither; each names what the other misses. */
const RECALL_SELECTS = [
  {
    name: 'recallMaxCount',
    other: 'recallWaitTime',
    label: '外呼次数',
    missing: taskFormMessages.recallCountRequired,
    options: TASK_CONFIG.recallMaxCountList,
  },
  {
    name: 'recallWaitTime',
    other: 'recallMaxCount',
    label: '外呼间隔时间',
    missing: taskFormMessages.recallWaitRequired,
    options: TASK_CONFIG.recallWaitTimeList,
  },
] as const;

type Validator<Value> = (rule: unknown, value: Value) => Promise<void>;
const check = (failure: string | null) => (failure ? Promise.reject(new Error(failure)) : Promise.resolve());
const beforeToday = (date: Dayjs) => date.isBefore(dayjs().startOf('day'));

interface TaskFormProps {
  /** The task being edited; absent, a new one. */
  task?: TaskRow;
  onClose: () => void;
}

/** The 创建任务 / 编辑任务 dialog (modules-spec 4.3, 530 px, labels 120 px on the left). */
export function TaskForm({ task, onClose }: TaskFormProps) {
  const { message } = AntdApp.useApp();
  const navigate = useNavigate();
  const user = useSessionStore((state) => state.user);
  const labels = useIntentionLabels(user?.business.id ?? 0);
  const create = useCreateTask();
  const modify = useModifyTask();
  const [form] = Form.useForm<TaskFormValues>();
  const [script, setScript] = useState<SpeechSkillRow>();
  const [agreed, setAgreed] = useState(task !== undefined);
  const editing = task !== undefined;
  const bound = user?.bindStatus === 1;
  const saving = create.isPending || modify.isPending;

  const submit = async () => {
    if (!(await form.validateFields().catch(() => undefined)) || saving || !user) return;
    const values = form.getFieldsValue(true) as TaskFormValues;
    try {
      if (task) await modify.mutateAsync(modifyTaskBody(task.taskId, values));
      else if (script) await create.mutateAsync(createTaskBody(values, user, script));
      message.success(editing ? '保存成功' : '创建成功');
      onClose();
    } catch (error) {
      message.error(toApiError(error).messageExt || (editing ? '保存失败' : '创建失败'));
    }
  };

  const recallRule = (other: 'recallMaxCount' | 'recallWaitTime', missing: string): Validator<number | undefined> => {
    return (_rule, value) => check(!value && form.getFieldValue(other) ? missing : null);
  };
  const beginRule: Validator<Dayjs | undefined> = (_rule, value) => {
    const end: Dayjs | undefined = form.getFieldValue('endTime');
    if (!value) return check(taskFormMessages.beginRequired);
    return check(end && value.isAfter(end) ? taskFormMessages.beginAfterEnd : null);
  };
  const endRule: Validator<Dayjs | undefined> = (_rule, value) => {
    const begin: Dayjs | undefined = form.getFieldValue('beginTime');
    if (!value) return check(taskFormMessages.endRequired);
    return check(begin && value.isBefore(begin) ? taskFormMessages.endBeforeBegin : null);
  };
  const fileRule: Validator<TaskFormValues['numberFile']> = (_rule, value) => {
    if (!value) return check('请上传外呼数据');
    return check(value.accepted ? null : NumberUploadText.fieldError);
  };

  return (
    <Modal
      open
      title={editing ? '编辑任务' : '创建任务'}
      width={530}
      mask={{ closable: false }}
      onCancel={onClose}
      onOk={submit}
      okText={editing ? '保存' : '开始创建'}
      cancelText="取 消"
      okButtonProps={{ disabled: !agreed }}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form<TaskFormValues>
        form={form}
        className="task-form"
        layout="horizontal"
        labelAlign="left"
        labelCol={{ flex: '120px' }}
        // A fixed basis: the controls shrink beside the 120 px labels instead of wrapping below them.
        wrapperCol={{ flex: '1 1 0' }}
        initialValues={task ? editTaskValues(task) : newTaskValues()}
        onFinish={submit}
      >
        <Form.Item name="name" label="任务名称" {...contractField(NAME_FIELD)}>
          <Input maxLength={20} placeholder="请输入任务名称" disabled={editing} />
        </Form.Item>
        <Form.Item name="speechSkillId" label="话术" rules={[{ required: true, message: '请选择话术' }]}>
          <ScriptSelect
            fixed={task ? { id: task.speechSkillId, name: task.speechSkillName } : undefined}
            onScript={(chosen) => {
              setScript(chosen);
              // A file is checked against one script's template; another script needs it again.
              form.setFieldValue('numberFile', undefined);
            }}
          />
        </Form.Item>
        <Form.Item name="numberFile" label="外呼数据" required rules={[{ validator: fileRule }]}>
          <NumberFileField script={script} fixedName={task?.uploadFileName} />
        </Form.Item>
        <Form.Item label="未接通再次外呼" className="task-recall">
          {RECALL_SELECTS.map((select) => (
            <Form.Item
              key={select.name}
              name={select.name}
              noStyle
              dependencies={[select.other]}
              rules={[{ validator: recallRule(select.other, select.missing) }]}
            >
              <Select
                aria-label={select.label}
                placeholder={select.label}
                allowClear
                disabled={editing}
                options={select.options}
              />
            </Form.Item>
          ))}
        </Form.Item>
        <Form.Item
          label={
            <span>
              意向客户推送
              <Tooltip title="绑定微信后可获取意向用户通知">
                <QuestionCircleOutlined className="task-help" aria-label="绑定微信后可获取意向用户通知" />
              </Tooltip>
            </span>
          }
        >
          <Form.Item name="pushIntention" noStyle>
            <Checkbox.Group options={labels.data ?? []} disabled={editing || !bound} />
          </Form.Item>
          {!bound && !editing && (
            <button
              type="button"
              className="task-link-button"
              onClick={() => {
                onClose();
                navigate('/setting/info');
              }}
            >
              未绑定微信，去绑定
            </button>
          )}
        </Form.Item>
        <Form.Item name="telNum" label="外显号码" rules={[{ required: true, message: taskFormMessages.linesRequired }]}>
          <LineSelect ownNumbers={task ? displayLinesOf(task.telNum) : undefined} />
        </Form.Item>
        <Form.Item
          name="beginTime"
          label="预设开始时间"
          required
          dependencies={['endTime']}
          rules={[{ validator: beginRule }]}
        >
          <DatePicker
            showTime
            format={TIME_FORMAT}
            placeholder="请选择开始时间"
            presets={BEGIN_SHORTCUTS}
            disabledDate={beforeToday}
            disabled={editing}
          />
        </Form.Item>
        <Form.Item
          name="endTime"
          label="预设结束时间"
          required
          dependencies={['beginTime']}
          rules={[{ validator: endRule }]}
        >
          <DatePicker showTime format={TIME_FORMAT} placeholder="请选择结束时间" disabledDate={beforeToday} />
        </Form.Item>
        <WorkTimeField />
        <Form.Item label="高性能模式" extra="开启高性能模式将不会产生通话录音">
          <Form.Item name="highPerformance" valuePropName="checked" noStyle>
            <Switch aria-label="高性能模式" disabled={editing} />
          </Form.Item>
        </Form.Item>
        <Checkbox checked={agreed} onChange={(event) => setAgreed(event.target.checked)} className="task-agreement">
          请阅读
          <a href={staticUrlOf(AGREEMENT_PATH)} target="_blank" rel="noreferrer">
            《Yeta外呼协议》
          </a>
        </Checkbox>
      </Form>
    </Modal>
  );
}
