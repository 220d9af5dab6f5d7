import {
  AGENT_CODE_MAX,
  AGENT_INITIAL_PASSWORD_NOTE,
  CALL_MODES,
  isAgentRole,
  MEMBER_NAME_MAX,
  MEMBER_ROLES,
} from '@console/contracts';
import AntdApp from 'antd/es/app';
import Form from 'antd/es/form';
import Input from 'antd/es/input/Input';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import { useEffect } from 'react';
import { type AgentValues, agentValuesOf, createBody, NEW_AGENT, updateBody } from '../agent-form.ts';
import { useAgentDetail } from '../api/get-agent-detail.ts';
import { useGroups } from '../api/get-groups.ts';
import { useSaveAgent } from '../api/save-agent.ts';
import { reasonOrFailure } from '../failure-text.ts';
import { agentFields } from '../team-forms.ts';
import { FormDialog } from './form-dialog.tsx';
import { PrivilegeSwitches } from './privilege-switches.tsx';

const ROLE_TIPS = (
  <div className="role-tips">
    {MEMBER_ROLES.map((role) => (
      <p key={role.value}>{role.tip}</p>
    ))}
  </div>
);

/**
 * 添加成员 / 编辑成员 (modules-spec 6.2): the member's role, name and phone; agents (roles 1 and 2)
 * also their 工号, groups and call mode; and the privilege switches.
 */
export function AgentDialog({ userId, onClose }: { userId?: number; onClose: () => void }) {
  const { message } = AntdApp.useApp();
  const [form] = Form.useForm<AgentValues>();
  const detail = useAgentDetail(userId);
  const groups = useGroups();
  const save = useSaveAgent();
  const role = Form.useWatch('ifMonitor', form);
  const editing = userId !== undefined;
  const master = detail.data?.ucUserDto.master === 1;

  useEffect(() => {
    if (detail.data) form.setFieldsValue(agentValuesOf(detail.data));
  }, [detail.data, form]);

  const submit = () => {
    // The whole store: a call mode hidden with an operator's role still has its value.
    const values: AgentValues = { ...NEW_AGENT, ...form.getFieldsValue(true) };
    const done = editing ? '编辑成功' : '保存成功';
    const failed = editing ? '编辑失败' : '保存失败';
    if (editing && !detail.data) return;
    save.mutate(detail.data ? { update: updateBody(detail.data, values) } : { create: createBody(values) }, {
      onSuccess: () => {
        message.success(done);
        onClose();
      },
      onError: (error) => message.error(reasonOrFailure(error, failed)),
    });
  };

  return (
    <FormDialog<AgentValues>
      title={editing ? '编辑成员' : '添加成员'}
      width={500}
      form={form}
      initialValues={NEW_AGENT}
      loading={editing && detail.isPending}
      saving={save.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <Form.Item
        name="ifMonitor"
        label="角色"
        tooltip={{ title: ROLE_TIPS }}
        rules={[{ required: true, message: '请选择角色' }]}
      >
        <Radio.Group options={MEMBER_ROLES.map(({ value, label }) => ({ value, label }))} />
      </Form.Item>
      <Form.Item name="surname" label="姓名" {...agentFields.surname}>
        <Input placeholder="请输入成员名称" maxLength={MEMBER_NAME_MAX} autoFocus />
      </Form.Item>
      <Form.Item name="phone" label="手机号" extra={AGENT_INITIAL_PASSWORD_NOTE} {...agentFields.phone}>
        <Input placeholder="请输入手机号" maxLength={11} inputMode="numeric" readOnly={editing} />
      </Form.Item>
      {role !== undefined && isAgentRole(role) && (
        <>
          <Form.Item name="code" label="工号" {...agentFields.code}>
            <Input placeholder="请输入工号" maxLength={AGENT_CODE_MAX} inputMode="numeric" />
          </Form.Item>
          <Form.Item name="acdIds" label="所属分组" rules={[{ required: true, message: '请选择分组' }]}>
            <Select
              mode="multiple"
              placeholder="请选择分组"
              loading={groups.isPending}
              showSearch={{ optionFilterProp: 'label' }}
              options={(groups.data ?? []).map((group) => ({ value: group.id, label: group.name }))}
            />
          </Form.Item>
          <Form.Item name="dnConnectType" label="呼叫方式">
            <Radio.Group options={[...CALL_MODES]} />
          </Form.Item>
        </>
      )}
      {!master && (
        <Form.Item name="privilege" label="权限">
          <PrivilegeSwitches />
        </Form.Item>
      )}
    </FormDialog>
  );
}
