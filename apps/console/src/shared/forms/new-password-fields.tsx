import { forms } from '@console/contracts';
import Form from 'antd/es/form';
import Password from 'antd/es/input/Password';
import { contractField } from './form-rules.ts';
import { confirmPasswordRule } from './password-field.ts';

/**
 * 新密码 and 确认新密码 of a form whose fields are named newPassword and confirmPassword: the
 * registration's password rule and messages, and the repetition that must match.
 */
export function NewPasswordFields({ autoFocus = false }: { autoFocus?: boolean }) {
  return (
    <>
      <Form.Item name="newPassword" label="新密码" {...contractField(forms.register.password)}>
        <Password placeholder="请输入新密码" autoComplete="new-password" maxLength={20} autoFocus={autoFocus} />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label="确认新密码"
        dependencies={['newPassword']}
        required
        rules={[confirmPasswordRule('newPassword')]}
      >
        <Password placeholder="请再次输入新密码" autoComplete="new-password" maxLength={20} />
      </Form.Item>
    </>
  );
}
