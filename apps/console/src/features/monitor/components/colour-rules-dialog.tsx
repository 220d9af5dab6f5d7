import { MONITOR_TEXTS, type MonitorColours } from '@console/contracts';
import AntdApp from 'antd/es/app';
import Form from 'antd/es/form';
import InputNumber from 'antd/es/input-number';
import Modal from 'antd/es/modal';
import { toApiError } from '../../../shared/http/api-error.ts';
import { useSaveMonitorColours } from '../api/colours.ts';

interface ColourRulesDialogProps {
  colours: MonitorColours;
  onClose(): void;
}

/** 颜色规则: from how many unrecognised answers a call shows orange, and red (modules-spec 10). */
export function ColourRulesDialog({ colours, onClose }: ColourRulesDialogProps) {
  const { message } = AntdApp.useApp();
  const [form] = Form.useForm<MonitorColours>();
  const save = useSaveMonitorColours();

  const submit = async (values: MonitorColours) => {
    try {
      await save.mutateAsync(values);
      message.success('保存成功');
      onClose();
    } catch (error) {
      message.error(toApiError(error).messageExt || '保存失败');
    }
  };

  const count = { min: 1, max: 99, precision: 0, suffix: '次', style: { width: 160 } } as const;
  return (
    <Modal
      open
      title="颜色规则"
      okText="保存"
      cancelText="取消"
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <p className="monitor-rules-hint">通话中客户说的话未被识别的次数决定通话卡片的颜色，低于橙色为绿色。</p>
      <Form form={form} initialValues={colours} labelCol={{ flex: '140px' }} onFinish={submit}>
        <Form.Item label="橙色未识别次数" name="orange" rules={[{ required: true, message: '请输入橙色未识别次数' }]}>
          <InputNumber {...count} />
        </Form.Item>
        <Form.Item
          label="红色未识别次数"
          name="red"
          dependencies={['orange']}
          rules={[
            { required: true, message: '请输入红色未识别次数' },
            ({ getFieldValue }) => ({
              validator: (_, red: number | null) =>
                red === null || red === undefined || red >= getFieldValue('orange')
                  ? Promise.resolve()
                  : Promise.reject(new Error(MONITOR_TEXTS.redBelowOrange)),
            }),
          ]}
        >
          <InputNumber {...count} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
