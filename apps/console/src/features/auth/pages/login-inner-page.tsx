import BankOutlined from '@ant-design/icons/es/icons/BankOutlined';
import { forms } from '@console/contracts';
import AntdApp from 'antd/es/app';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input/Input';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { contractField } from '../../../shared/forms/form-rules.ts';
import { sealPassword } from '../../../shared/forms/password-field.ts';
import { toApiError } from '../../../shared/http/api-error.ts';
import { sessionFromLogin } from '../../../shared/session/build-session.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { getStoredBid } from '../../../shared/session/stored-bid.ts';
import { innerLogin } from '../api/inner-login.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { CredentialFields } from '../components/credential-fields.tsx';
import { landingPathAfterLogin } from '../landing.ts';

interface InnerLoginValues {
  account: string;
  password: string;
  businessId: string;
}

/** Login of the platform's admin and skill accounts into one enterprise, named by its ID. */
export function LoginInnerPage() {
  const navigate = useNavigate();
  const { message } = AntdApp.useApp();
  const signIn = useSessionStore((state) => state.signIn);
  const [submitting, setSubmitting] = useState(false);

  async function submit(values: InnerLoginValues) {
    setSubmitting(true);
    try {
      const result = await innerLogin({
        account: values.account,
        ...sealPassword(values.password, values.account),
        businessId: values.businessId.trim(),
        contextPath: '/login_inner',
      });
      signIn(sessionFromLogin(result, values.account));
      navigate(await landingPathAfterLogin(), { replace: true });
    } catch (error) {
      message.error(toApiError(error).message);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <AuthLayout bid={getStoredBid()} title="内部账号登录">
      <Form<InnerLoginValues> size="large" requiredMark={false} onFinish={submit}>
        <CredentialFields phoneName="account" />
        <Form.Item name="businessId" {...contractField(forms.login.businessId)}>
          <Input
            prefix={<BankOutlined />}
            placeholder="请输入企业ID"
            aria-label={forms.login.businessId.label}
            autoComplete="organization"
            inputMode="numeric"
          />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" block loading={submitting}>
            登录
          </Button>
        </Form.Item>
      </Form>
    </AuthLayout>
  );
}
