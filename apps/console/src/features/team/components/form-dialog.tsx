import Form, { type FormInstance } from 'antd/es/form';
import Modal from 'antd/es/modal/Modal';
import Spin from 'antd/es/spin';
import type { ReactNode } from 'react';

interface FormDialogProps<Values> {
  title: string;
  width: number;
  form: FormInstance<Values>;
  initialValues?: Partial<Values>;
  /** The stored values are still being read: the form waits under a spinner. */
  loading?: boolean;
  saving: boolean;
  onSubmit: (values: Values) => void;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A dialog whose whole body is one form and whose 确定 is its submit button, so Enter in any field
 * saves as a click does, and the rules run first either way.
 */
export function FormDialog<Values>(props: FormDialogProps<Values>) {
  return (
    <Modal
      open
      title={props.title}
      width={props.width}
      mask={{ closable: false }}
      onCancel={props.onClose}
      okText="确定"
      cancelText="取消"
      okButtonProps={{ htmlType: 'submit', disabled: props.loading }}
      confirmLoading={props.saving}
      destroyOnHidden
      modalRender={(dialog) => (
        <Form<Values>
          form={props.form}
          layout="horizontal"
          labelCol={{ flex: '110px' }}
          initialValues={props.initialValues}
          onFinish={props.onSubmit}
        >
          {dialog}
        </Form>
      )}
    >
      <Spin spinning={props.loading === true}>{props.children}</Spin>
    </Modal>
  );
}
