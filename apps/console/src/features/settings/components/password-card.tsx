import AntdApp from 'antd/es/app';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Password from 'antd/es/input/Password';
import { contractField } from '../../../shared/forms/form-rules.ts';
import { NewPasswordFields } from '../../../shared/forms/new-password-fields.tsx';
import { encryptIfConfigured } from '../../../shared/forms/password-field.ts';
import { toApiError } from '../../../shared/http/api-error.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { useUpdatePassword } from '../api/update-password.ts';

interface PasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const OLD_PASSWORD = { label: '原密码', rules: [{ rule: 'require', message: '请输入原密码' }] } as const;

/** 修改密码: old, new (the registration's password rule and messages, as on the reset page) and its confirmation. */
export function PasswordCard() {
  const [form] = Form.useForm<PasswordValues>();
  const { message } = AntdApp.useApp();
  const account = useSessionStore((state) => state.user?.account ?? '');
  const update = useUpdatePassword();

  async function submit(values: PasswordValues) {
    try {
      const timestamp = Date.now();
      await update.mutateAsync({
        oldPassword: encryptIfConfigured(values.oldPassword, account, timestamp),
        newPassword: encryptIfConfigured(values.newPassword, account, timestamp),
        timestamp,
      });
      message.success('密码修改成功');
      form.resetFields();
    } catch (error) {
      message.error(toApiError(error).message || '修改失败');
    }
  }

  return (
    <Card title="修改密码">
      <Form<PasswordValues> form={form} layout="vertical" style={{ maxWidth: 360 }} onFinish={submit}>
        <Form.Item name="oldPassword" label="原密码" {...contractField(OLD_PASSWORD)}>
          <Password placeholder="请输入原密码" autoComplete="current-password" />
        </Form.Item>
        <NewPasswordFields />
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          修改密码
        </Button>
      </Form>
    </Card>
  );
}
