import Alert from 'antd/es/alert';
import AntdApp from 'antd/es/app';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { NewPasswordFields } from '../../../shared/forms/new-password-fields.tsx';
import { errorText } from '../../../shared/http/api-error.ts';
import { logout } from '../../../shared/session/api/logout.ts';
import { getSessionUser, useSessionStore } from '../../../shared/session/session-store.ts';
import { DEFAULT_BID } from '../../../shared/session/stored-bid.ts';
import { setInitialPassword } from '../api/set-initial-password.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { landingPathAfterLogin } from '../landing.ts';

interface InitialPasswordValues {
  newPassword: string;
  confirmPassword: string;
}

/**
 * A member the master added signs in with the initial password (the phone's last six digits)
 * and sets their own here before the console opens; the server answers nothing else until then.
 */
export function InitialPasswordPage() {
  const { bid = DEFAULT_BID } = useParams();
  const navigate = useNavigate();
  const { message } = AntdApp.useApp();
  const [submitting, setSubmitting] = useState(false);
  const user = useSessionStore((state) => state.user);
  const signIn = useSessionStore((state) => state.signIn);
  const signOut = useSessionStore((state) => state.signOut);

  async function submit(values: InitialPasswordValues) {
    const current = getSessionUser();
    if (!current) return;
    setSubmitting(true);
    try {
      await setInitialPassword(values.newPassword, current.account);
      signIn({ ...current, mustChangePassword: false });
      message.success('密码设置成功');
      navigate(await landingPathAfterLogin(), { replace: true });
    } catch (error) {
      message.error(errorText(error, '设置失败'));
    } finally {
      setSubmitting(false);
    }
  }

  async function leave() {
    await logout(undefined, { handleSessionExpiry: false }).catch(() => undefined);
    signOut();
    navigate(`/${bid}/login`, { replace: true });
  }

  return (
    <AuthLayout bid={bid} title="设置新密码">
      <Alert
        className="auth-note"
        type="info"
        showIcon
        message={`${user?.surname ?? ''}，欢迎加入！首次登录请设置您自己的密码。`}
        description="您正在使用初始密码（手机号的后6位），请设置 8-20 位、含字母和数字的新密码。"
      />
      <Form<InitialPasswordValues> layout="vertical" size="large" onFinish={submit}>
        <NewPasswordFields autoFocus />
        <Form.Item>
          <Button type="primary" htmlType="submit" block loading={submitting}>
            确定
          </Button>
        </Form.Item>
        <nav className="auth-links">
          <Button type="link" onClick={leave}>
            退出登录
          </Button>
        </nav>
      </Form>
    </AuthLayout>
  );
}
