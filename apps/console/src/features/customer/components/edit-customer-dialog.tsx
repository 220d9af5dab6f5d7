import { CUSTOMER_FIELDS, CUSTOMER_NOTE_MAX, CUSTOMER_TEXTS, type CustomerInfoRow } from '@console/contracts';
import AntdApp from 'antd/es/app';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { textField } from '../../../shared/forms/text-field.ts';
import { errorText } from '../../../shared/http/api-error.ts';
import { useUpdateCustomer } from '../api/update-customer.ts';

interface ProfileValues {
  customer_name: string;
  wechat: string;
  qq: string;
  email: string;
  remark: string;
}

const fields = {
  customerName: textField(CUSTOMER_FIELDS.customerName),
  wechat: textField(CUSTOMER_FIELDS.wechat),
  qq: textField(CUSTOMER_FIELDS.qq),
  email: textField(CUSTOMER_FIELDS.email),
  remark: textField(CUSTOMER_FIELDS.remark),
};

/** 编辑信息 (modules-spec 8.3): the name and the contact details, checked as the server checks them. */
export function EditCustomerDialog({ customer, onClose }: { customer: CustomerInfoRow; onClose: () => void }) {
  const { message } = AntdApp.useApp();
  const [form] = Form.useForm<ProfileValues>();
  const update = useUpdateCustomer();

  const save = async () => {
    const values = await form.validateFields();
    const trimmed = (value: string | undefined) => (value ?? '').trim();
    update.mutate(
      {
        user_id: customer.user_id,
        customer_name: trimmed(values.customer_name),
        user_data: {
          qq: trimmed(values.qq),
          wechat: trimmed(values.wechat),
          email: trimmed(values.email),
          remark: trimmed(values.remark),
        },
      },
      {
        onSuccess: () => {
          message.success(CUSTOMER_TEXTS.saved);
          onClose();
        },
        onError: (error) => message.error(errorText(error, CUSTOMER_TEXTS.saveFailed)),
      },
    );
  };

  return (
    <Modal
      open
      title="编辑信息"
      width={480}
      okText="保存"
      cancelText="取消"
      confirmLoading={update.isPending}
      onOk={() => void save().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<ProfileValues>
        form={form}
        labelCol={{ flex: '90px' }}
        labelAlign="right"
        initialValues={{ customer_name: customer.customer_name, ...customer.user_extend }}
        className="customer-edit-form"
      >
        <Form.Item name="customer_name" label="客户姓名" {...fields.customerName}>
          <Input placeholder="请输入姓名" maxLength={20} />
        </Form.Item>
        <Form.Item name="wechat" label="微信号" {...fields.wechat}>
          <Input placeholder="请输入微信号" maxLength={50} />
        </Form.Item>
        <Form.Item name="qq" label="QQ" {...fields.qq}>
          <Input placeholder="请输入QQ号" maxLength={14} />
        </Form.Item>
        <Form.Item name="email" label="电子邮件" {...fields.email}>
          <Input placeholder="请输入电子邮件" maxLength={100} />
        </Form.Item>
        <Form.Item name="remark" label="备注" {...fields.remark}>
          <Input.TextArea placeholder="请输入备注" rows={3} maxLength={CUSTOMER_NOTE_MAX} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
