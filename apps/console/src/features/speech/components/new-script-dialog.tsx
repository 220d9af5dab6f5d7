import QuestionCircleOutlined from '@ant-design/icons/QuestionCircleOutlined';
import { type BodyOf, ErrorMessage, forms, type speechApi } from '@console/contracts';
import AntdApp from 'antd/es/app';
import Form from 'antd/es/form';
import Input from 'antd/es/input/Input';
import Modal from 'antd/es/modal/Modal';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import Tooltip from 'antd/es/tooltip';
import { contractField } from '../../../shared/forms/form-rules.ts';
import { errorText } from '../../../shared/http/api-error.ts';
import { useCreateSpeechSkill } from '../api/create-speech-skill.ts';
import { useIndustries } from '../api/get-industries.ts';

type NewScript = Pick<BodyOf<typeof speechApi.saveSpeechSkill>, 'name' | 'type' | 'industryType'>;

/** 新建话术 (modules-spec 2.3): name, industry and type; the script starts with the smallest valid content. */
export function NewScriptDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { message } = AntdApp.useApp();
  const [form] = Form.useForm<NewScript>();
  const industries = useIndustries(open);
  const create = useCreateSpeechSkill();

  const submit = async () => {
    // The form shows what is wrong; there is nothing more to do with an invalid one.
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    create.mutate(
      { ...values, name: values.name.trim(), jsonData: '{}', version: 1 },
      {
        onSuccess: () => {
          message.success('创建成功');
          onClose();
        },
        onError: (error) => message.error(`创建失败，错误信息：${errorText(error, '创建失败')}`),
      },
    );
  };

  return (
    <Modal
      open={open}
      title="新建话术"
      width={550}
      mask={{ closable: false }}
      onCancel={onClose}
      onOk={submit}
      okText="保存"
      cancelText="取 消"
      confirmLoading={create.isPending}
      destroyOnHidden
      afterClose={() => form.resetFields()}
    >
      <Form form={form} layout="horizontal" labelCol={{ flex: '110px' }} preserve={false} initialValues={{ type: 1 }}>
        <Form.Item name="name" label="话术名称" {...contractField(forms.speech.name)}>
          <Input maxLength={50} placeholder="请输入话术名称" />
        </Form.Item>
        <Form.Item
          name="industryType"
          label={
            <span>
              话术所属行业{' '}
              <Tooltip title="如果您的话术属于金融行业可选择金融，机器人更聪明。">
                <QuestionCircleOutlined aria-label="行业说明" />
              </Tooltip>
            </span>
          }
          rules={[{ required: true, message: ErrorMessage.scriptIndustryMissing }]}
        >
          <Select
            placeholder="请选择话术所属行业"
            loading={industries.isPending}
            options={(industries.data ?? []).map((i) => ({ value: i.industryType, label: i.description }))}
          />
        </Form.Item>
        <Form.Item name="type" label="话术类型" rules={[{ required: true, message: '请选择话术类型' }]}>
          <Radio.Group
            optionType="button"
            options={[
              { value: 1, label: '普通话术' },
              { value: 2, label: '动态话术' },
            ]}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
