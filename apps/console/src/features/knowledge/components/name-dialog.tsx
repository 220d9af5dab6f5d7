import type { FieldSpec } from '@console/contracts';
import AntdApp from 'antd/es/app';
import Form from 'antd/es/form';
import Input from 'antd/es/input/Input';
import Modal from 'antd/es/modal/Modal';
import { useState } from 'react';
import { contractField } from '../../../shared/forms/form-rules.ts';
import { errorText } from '../../../shared/http/api-error.ts';

export interface NameDialogProps {
  title: string;
  width: string;
  /** The field: its label and rules (the contract's form spec), its limit and placeholder. */
  field: FieldSpec;
  maxLength: number;
  placeholder: string;
  /** How the typed name becomes the one checked and sent (e.g. every space removed). */
  normalize?: (value: string) => string;
  save: (name: string) => Promise<unknown>;
  savedText: string;
  /** Shown when the server gave no reason. */
  failedText: string;
  /** The OK button's text while saving; loading alone when absent. */
  savingText?: string;
  onClose: () => void;
}

/** A dialog of one name (添加知识点, 新建分类, 新建词典): checked by the spec's rules, saved, closed. */
export function NameDialog(props: NameDialogProps) {
  const { message } = AntdApp.useApp();
  const [form] = Form.useForm<{ name: string }>();
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values || saving) return;
    setSaving(true);
    try {
      await props.save(values.name.trim());
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
      width={props.width}
      mask={{ closable: false }}
      onCancel={props.onClose}
      onOk={submit}
      okText={saving && props.savingText ? props.savingText : '确定'}
      cancelText="取 消"
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form form={form} preserve={false} onFinish={submit}>
        <Form.Item name="name" label={props.field.label} normalize={props.normalize} {...contractField(props.field)}>
          <Input maxLength={props.maxLength} placeholder={props.placeholder} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
