import { MANUAL_TRACE_STAGES, TAKE_OVER_TRACE_STAGE } from '@console/contracts';
import AntdApp from 'antd/es/app';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import { toApiError } from '../../../shared/http/api-error.ts';
import { useCompleteTakeOver } from '../api/supervise.ts';

interface TakeOverDialogProps {
  traceId: number;
  customerNumber: string;
  onClose(): void;
}

interface TraceValues {
  traceStage: number;
  traceDetail: string;
}

/**
 * After 接管: the call rings the member's agent desk; the note of the take-over is written here and
 * saved with 提交, or with 提交并挂断, which also ends the desk's call.
 */
export function TakeOverDialog({ traceId, customerNumber, onClose }: TakeOverDialogProps) {
  const { message } = AntdApp.useApp();
  const [form] = Form.useForm<TraceValues>();
  const complete = useCompleteTakeOver();

  const submit = async (hangup: boolean) => {
    let values: TraceValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    try {
      await complete.mutateAsync({ traceId, ...values, hangup });
      message.success(hangup ? '已提交并挂断' : '提交成功');
      onClose();
    } catch (error) {
      message.error(toApiError(error).messageExt || '提交失败');
    }
  };

  return (
    <Modal
      open
      title="人工接管"
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="later" onClick={onClose}>
          稍后填写
        </Button>,
        <Button key="submit" loading={complete.isPending} onClick={() => submit(false)}>
          提交
        </Button>,
        <Button key="hangup" type="primary" danger loading={complete.isPending} onClick={() => submit(true)}>
          提交并挂断
        </Button>,
      ]}
    >
      <p className="monitor-take-over-hint" data-testid="take-over-hint">
        客户 {customerNumber} 的通话已转到您的坐席工作台，机器人已退出通话。
      </p>
      <Form form={form} layout="vertical" initialValues={{ traceStage: TAKE_OVER_TRACE_STAGE, traceDetail: '' }}>
        <Form.Item label="跟进阶段" name="traceStage">
          <Select options={MANUAL_TRACE_STAGES.map((stage) => ({ value: stage.value, label: stage.label }))} />
        </Form.Item>
        <Form.Item label="跟进内容" name="traceDetail" rules={[{ max: 500, message: '跟进内容不能超过500个字符' }]}>
          <Input.TextArea rows={4} maxLength={500} showCount placeholder="请输入跟进内容" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
