import { ErrorCode, FallbackText, forms, limits } from '@console/contracts';
import AntdApp from 'antd/es/app';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { sealPassword } from '../../../shared/forms/password-field.ts';
import { toApiError } from '../../../shared/http/api-error.ts';
import { safeRedirect } from '../../../shared/navigation.ts';
import { sessionFromLogin } from '../../../shared/session/build-session.ts';
import { getClientId } from '../../../shared/session/client-id.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { DEFAULT_BID, initialPasswordPath, storeBid } from '../../../shared/session/stored-bid.ts';
import { login } from '../api/login.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { CaptchaField, useCaptcha } from '../components/captcha-field.tsx';
import { CredentialFields } from '../components/credential-fields.tsx';
import { landingPathAfterLogin } from '../landing.ts';

interface LoginValues {
  phone: string;
  password: string;
  verifyCode?: string;
}

export function LoginPage() {
  const { bid = DEFAULT_BID } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { message, modal } = AntdApp.useApp();
  const signIn = useSessionStore((state) => state.signIn);
  const [form] = Form.useForm<LoginValues>();
  const captcha = useCaptcha('login');
  const [submitting, setSubmitting] = useState(false);
  // Failures are counted here, per page visit; the server also demands the captcha (200009) when
  // it counted too many failures of its own, e.g. from another browser.
  const [failures, setFailures] = useState(0);
  const [captchaDemanded, setCaptchaDemanded] = useState(false);
  const captchaNeeded = captchaDemanded || failures >= limits.loginCaptchaAfterFailures;

  useEffect(() => storeBid(bid), [bid]);

  async function attempt(values: LoginValues, kickOff: 0 | 1): Promise<void> {
    setSubmitting(true);
    try {
      const result = await login({
        phone: values.phone,
        ...sealPassword(values.password, values.phone),
        clientId: getClientId(),
        kickOff,
        verifyCode: captchaNeeded ? values.verifyCode : undefined,
        contextPath: `/${bid}/login`,
      });
      const session = sessionFromLogin(result, values.phone);
      signIn(session);
      if (session.mustChangePassword) {
        navigate(initialPasswordPath(bid), { replace: true });
        return;
      }
      const redirect = search.get('redirect');
      navigate(redirect ? safeRedirect(redirect) : await landingPathAfterLogin(), { replace: true });
    } catch (error) {
      const apiError = toApiError(error);
      if (apiError.numericCode === ErrorCode.LoggedInElsewhere) {
        modal.confirm({
          title: '提示',
          content: FallbackText.loggedInElsewhere,
          okText: '继续登录',
          cancelText: '取消',
          onOk: () => attempt(values, 1),
        });
        return;
      }
      setFailures((count) => count + 1);
      if (apiError.numericCode === ErrorCode.TooManyLoginFailures) setCaptchaDemanded(true);
      captcha.refresh();
      form.setFieldValue('verifyCode', undefined);
      message.error(apiError.message);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <AuthLayout bid={bid} title="账号登录">
      <Form<LoginValues> form={form} size="large" requiredMark={false} onFinish={(values) => attempt(values, 0)}>
        <CredentialFields />
        {captchaNeeded && (
          <CaptchaField name="verifyCode" spec={forms.login.verifyCode} placeholder="请输入验证码" captcha={captcha} />
        )}
        <Form.Item>
          <Button type="primary" htmlType="submit" block loading={submitting}>
            登录
          </Button>
        </Form.Item>
        <nav className="auth-links">
          <Link to={`/${bid}/register`}>注册账号</Link>
          <Link to={`/${bid}/reset`}>忘记密码</Link>
        </nav>
      </Form>
    </AuthLayout>
  );
}
