import BankOutlined from '@ant-design/icons/es/icons/BankOutlined';
import { ErrorCode, forms, limits } from '@console/contracts';
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
import { getClientId } from '../../../shared/session/client-id.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { getStoredBid } from '../../../shared/session/stored-bid.ts';
import { innerLogin } from '../api/inner-login.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { CaptchaField, useCaptcha } from '../components/captcha-field.tsx';
import { CredentialFields } from '../components/credential-fields.tsx';
import { landingPathAfterLogin } from '../landing.ts';

interface InnerLoginValues {
  account: string;
  password: string;
  businessId: string;
  verifyCode?: string;
}

/**
 * Login of the platform's admin and skill accounts into one enterprise, named by its ID. Like the
 * console login it asks for the captcha from the third failure, or at once when the server counted
 * them (200009); a locked account's message comes from the server with the minutes left.
 */
export function LoginInnerPage() {
  const navigate = useNavigate();
  const { message } = AntdApp.useApp();
  const signIn = useSessionStore((state) => state.signIn);
  const [form] = Form.useForm<InnerLoginValues>();
  const captcha = useCaptcha('login');
  const [submitting, setSubmitting] = useState(false);
  const [failures, setFailures] = useState(0);
  const [captchaDemanded, setCaptchaDemanded] = useState(false);
  const captchaNeeded = captchaDemanded || failures >= limits.loginCaptchaAfterFailures;

  async function submit(values: InnerLoginValues) {
    setSubmitting(true);
    try {
      const result = await innerLogin({
        account: values.account,
        ...sealPassword(values.password, values.account),
        businessId: values.businessId.trim(),
        clientId: getClientId(),
        verifyCode: captchaNeeded ? values.verifyCode : undefined,
        contextPath: '/login_inner',
      });
      signIn(sessionFromLogin(result, values.account));
      navigate(await landingPathAfterLogin(), { replace: true });
    } catch (error) {
      const apiError = toApiError(error);
      setFailures((count) => count + 1);
      if (apiError.numericCode === ErrorCode.TooManyLoginFailures) setCaptchaDemanded(true);
      // Single use: whatever failed, the next attempt takes a new image.
      captcha.refresh();
      form.setFieldValue('verifyCode', undefined);
      message.error(apiError.message);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <AuthLayout bid={getStoredBid()} title="内部账号登录">
      <Form<InnerLoginValues> form={form} size="large" requiredMark={false} onFinish={submit}>
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
        {captchaNeeded && (
          <CaptchaField name="verifyCode" spec={forms.login.verifyCode} placeholder="请输入验证码" captcha={captcha} />
        )}
        <Form.Item>
          <Button type="primary" htmlType="submit" block loading={submitting}>
            登录
          </Button>
        </Form.Item>
      </Form>
    </AuthLayout>
  );
}
