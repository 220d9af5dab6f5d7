import LockOutlined from '@ant-design/icons/es/icons/LockOutlined';
import MobileOutlined from '@ant-design/icons/es/icons/MobileOutlined';
import { forms } from '@console/contracts';
import Form from 'antd/es/form';
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { contractField } from '../../../shared/forms/form-rules.ts';

/** The phone and password fields of both login pages, with the login form's rules. */
export function CredentialFields({ phoneName = 'phone' }: { phoneName?: string }) {
  return (
    <>
      <Form.Item name={phoneName} {...contractField(forms.login.phone)}>
        <Input
          prefix={<MobileOutlined />}
          placeholder="请输入手机号"
          aria-label={forms.login.phone.label}
          autoComplete="username"
          inputMode="numeric"
          maxLength={11}
          autoFocus
        />
      </Form.Item>
      <Form.Item name="password" {...contractField(forms.login.password)}>
        <Password
          prefix={<LockOutlined />}
          placeholder="请输入密码"
          aria-label={forms.login.password.label}
          autoComplete="current-password"
        />
      </Form.Item>
    </>
  );
}
