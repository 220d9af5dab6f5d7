import { isSessionExpiredCode } from '@console/contracts';
import AntdApp from 'antd/es/app';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toApiError } from '../../../shared/http/api-error.ts';
import { logout } from '../../../shared/session/account-session.ts';
import { clearSession, useSessionStore } from '../../../shared/session/session-store.ts';
import { loginPath } from '../../../shared/session/stored-bid.ts';

/**
 * A stand-in for the data-statistics page until the authenticated shell arrives: it shows who is
 * signed in to which enterprise and lets them log out.
 */
export function ReportLandingPage() {
  const user = useSessionStore((state) => state.user);
  const navigate = useNavigate();
  const { message } = AntdApp.useApp();
  const [leaving, setLeaving] = useState(false);

  async function signOut() {
    setLeaving(true);
    try {
      await logout();
      clearSession();
      navigate(loginPath(), { replace: true });
    } catch (error) {
      const apiError = toApiError(error);
      // An expired session already shows the 登录失效 dialog, which leads to the login.
      if (!isSessionExpiredCode(apiError.code)) message.error(apiError.message);
      setLeaving(false);
    }
  }

  if (!user) return null;
  return (
    <main style={{ maxWidth: 720, margin: '48px auto', padding: '0 24px' }}>
      <Card
        title={`您好，${user.surname}`}
        extra={
          <Button onClick={signOut} loading={leaving}>
            退出登录
          </Button>
        }
      >
        <Descriptions column={1}>
          <Descriptions.Item label="企业名称">{user.business.name}</Descriptions.Item>
          <Descriptions.Item label="企业ID">{user.business.id}</Descriptions.Item>
          <Descriptions.Item label="登录账号">{user.account}</Descriptions.Item>
        </Descriptions>
      </Card>
    </main>
  );
}
