import {
  type AcdGroupRow,
  DEFAULT_MAX_TRIES,
  GROUP_NAME_MAX,
  TRANSFER_STRATEGIES,
  type TransferStrategy,
} from '@console/contracts';
import AntdApp from 'antd/es/app';
import Form from 'antd/es/form';
import Input from 'antd/es/input/Input';
import InputNumber from 'antd/es/input-number';
import Select from 'antd/es/select';
import Switch from 'antd/es/switch';
import { useKnowledgeBaseOptions } from '../api/get-knowledge-base-options.ts';
import { useSaveGroup } from '../api/save-group.ts';
import { arConfigText, parseArConfig } from '../ar-config.ts';
import { reasonOrFailure } from '../failure-text.ts';
import { agentFields } from '../team-forms.ts';
import { FormDialog } from './form-dialog.tsx';

interface GroupValues {
  name: string;
  strategy?: TransferStrategy;
  maxTries: number | null;
  advanced: boolean;
  know?: number;
  silence?: number;
}

const MAX_TRIES_LIMIT = 100;

function initialValues(group: AcdGroupRow | undefined): Partial<GroupValues> {
  if (!group) return { name: '', maxTries: DEFAULT_MAX_TRIES, advanced: false };
  const { know, silence } = parseArConfig(group.arConfig);
  return {
    name: group.name,
    strategy: group.strategy,
    maxTries: group.maxTries,
    advanced: know !== undefined || silence !== undefined,
    know,
    silence,
  };
}

/** 创建分组 / 编辑分组 (modules-spec 6.2): how a transfer to the group picks an agent, and its assistant's knowledge. */
export function GroupDialog({ group, onClose }: { group?: AcdGroupRow; onClose: () => void }) {
  const { message } = AntdApp.useApp();
  const [form] = Form.useForm<GroupValues>();
  const advanced = Form.useWatch('advanced', form) === true;
  const knowledgeBases = useKnowledgeBaseOptions(advanced);
  const save = useSaveGroup();

  const submit = (values: GroupValues) => {
    const stored = group ? parseArConfig(group.arConfig) : {};
    save.mutate(
      {
        id: group?.id,
        name: values.name.trim(),
        strategy: values.strategy as TransferStrategy,
        maxTries: values.maxTries ?? DEFAULT_MAX_TRIES,
        arConfig: arConfigText(values.advanced, { ...stored, know: values.know, silence: values.silence }),
      },
      {
        onSuccess: () => {
          message.success('保存成功');
          onClose();
        },
        onError: (error) => message.error(reasonOrFailure(error, '保存失败')),
      },
    );
  };

  const knowledgeSelect = (placeholder: string) => (
    <Select
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={placeholder}
      loading={knowledgeBases.isPending}
      options={knowledgeBases.data ?? []}
    />
  );

  return (
    <FormDialog<GroupValues>
      title={group ? '编辑分组' : '创建分组'}
      width={500}
      form={form}
      initialValues={initialValues(group)}
      saving={save.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <Form.Item name="name" label="分组名称" {...agentFields.groupName}>
        <Input placeholder="请输入分组名称" maxLength={GROUP_NAME_MAX} autoFocus />
      </Form.Item>
      <Form.Item name="strategy" label="转坐席策略" rules={[{ required: true, message: '请选择转坐席策略' }]}>
        <Select placeholder="请选择转坐席策略" options={[...TRANSFER_STRATEGIES]} />
      </Form.Item>
      <Form.Item name="maxTries" label="最大尝试次数">
        <InputNumber min={1} max={MAX_TRIES_LIMIT} precision={0} className="team-number" />
      </Form.Item>
      <Form.Item name="advanced" label="高级" valuePropName="checked">
        <Switch aria-label="高级" />
      </Form.Item>
      {advanced && (
        <>
          <Form.Item name="know" label="知识库">
            {knowledgeSelect('请选择知识点')}
          </Form.Item>
          <Form.Item name="silence" label="常用语">
            {knowledgeSelect('请选择常用语')}
          </Form.Item>
        </>
      )}
    </FormDialog>
  );
}
