import { blacklistLimits, normalizeListedNumber } from '@console/contracts';
import AntdApp from 'antd/es/app';
import Form from 'antd/es/form';
import Input from 'antd/es/input/Input';
import Modal from 'antd/es/modal/Modal';
import { useState } from 'react';
import { errorText } from '../../../shared/http/api-error.ts';
import { useAddBlacklistNumber } from '../api/add-blacklist-number.ts';

interface Values {
  number: string;
  reason: string;
}

/** 添加号码: one number (spaces, +86 and full-width digits are fine) and why. Enter in either field saves. */
export function AddNumberDialog({ onClose }: { onClose: () => void }) {
  const { message } = AntdApp.useApp();
  const [form] = Form.useForm<Values>();
  const add = useAddBlacklistNumber();
  const [saving, setSaving] = useState(false);

  // Through form.submit(): validateFields() called right after a keystroke can reject as out of date.
  const submit = () => form.submit();
  const save = async (values: Values) => {
    if (saving) return;
    setSaving(true);
    try {
      await add.mutateAsync({ number: values.number.trim(), reason: values.reason.trim() });
      message.success('添加成功');
      onClose();
    } catch (error) {
      message.error(errorText(error, '添加失败'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title="添加号码"
      mask={{ closable: false }}
      onCancel={onClose}
      onOk={submit}
      okText="确定"
      cancelText="取 消"
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form form={form} preserve={false} onFinish={save} labelCol={{ flex: '80px' }}>
        <Form.Item
          name="number"
          label="号码"
          rules={[
            { required: true, whitespace: true, message: '请输入号码' },
            {
              validator: (_rule, value: string | undefined) =>
                !value?.trim() || normalizeListedNumber(value) !== undefined
                  ? Promise.resolve()
                  : Promise.reject(new Error('号码格式不正确')),
            },
          ]}
        >
          <Input autoFocus maxLength={30} placeholder="手机号或带区号的固话" onPressEnter={submit} />
        </Form.Item>
        <Form.Item name="reason" label="原因" rules={[{ required: true, whitespace: true, message: '请输入原因' }]}>
          <Input maxLength={blacklistLimits.reason} placeholder="如：客户投诉" onPressEnter={submit} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
