import { blacklistLimits } from '@console/contracts';
import AntdApp from 'antd/es/app';
import Form from 'antd/es/form';
import Input from 'antd/es/input/Input';
import Modal from 'antd/es/modal/Modal';
import { useState } from 'react';
import { errorText } from '../../../shared/http/api-error.ts';

export interface ReasonDialogProps {
  title: string;
  /** What is about to happen, shown above the field. */
  text: string;
  label: string;
  save: (reason: string) => Promise<unknown>;
  savedText: string;
  failedText: string;
  onClose: () => void;
}

/** Asks why before a removal: every removal keeps who, when and why. Enter confirms. */
export function ReasonDialog(props: ReasonDialogProps) {
  const { message } = AntdApp.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const [saving, setSaving] = useState(false);

  // Through form.submit(): validateFields() called right after a keystroke can reject as out of date.
  const submit = () => form.submit();
  const save = async (values: { reason: string }) => {
    if (saving) return;
    setSaving(true);
    try {
      await props.save(values.reason.trim());
      message.success(props.savedText);
      props.onClose();
    } catch (error) {
      message.error(errorText(error, props.failedText));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={props.title}
      mask={{ closable: false }}
      onCancel={props.onClose}
      onOk={submit}
      okText="确定"
      cancelText="取 消"
      confirmLoading={saving}
      destroyOnHidden
    >
      <p>{props.text}</p>
      <Form form={form} preserve={false} onFinish={save} layout="vertical">
        <Form.Item
          name="reason"
          label={props.label}
          rules={[{ required: true, whitespace: true, message: `请输入${props.label}` }]}
        >
          <Input autoFocus maxLength={blacklistLimits.reason} showCount onPressEnter={submit} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
