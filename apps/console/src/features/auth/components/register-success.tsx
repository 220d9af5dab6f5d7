import { limits } from '@console/contracts';
import Button from 'antd/es/button';
import Result from 'antd/es/result';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useCountdown } from '../../../shared/hooks/use-countdown.ts';

const EnterpriseAuthDialog = lazy(() =>
  import('../../../shared/enterprise-auth/enterprise-auth-dialog.tsx').then((m) => ({
    default: m.EnterpriseAuthDialog,
  })),
);

interface RegisterSuccessProps {
  onLeave: () => void | Promise<void>;
}

/**
 * 注册成功: goes to the login after 5 seconds unless the user chooses to stay (稍后) or verifies
 * the enterprise first (企业认证, which stops the countdown).
 */
export function RegisterSuccess({ onLeave }: RegisterSuccessProps) {
  const { remaining, running, start, stop } = useCountdown(onLeave);
  const [authOpen, setAuthOpen] = useState(false);

  useEffect(() => start(limits.registerRedirectSeconds), [start]);

  return (
    <>
      <Result
        className="auth-result"
        status="success"
        title="注册成功"
        subTitle={running ? `${remaining}秒后自动跳转到登录页` : '您可以稍后前往登录页登录'}
        extra={[
          <Button key="later" onClick={stop} disabled={!running}>
            稍后
          </Button>,
          <Button
            key="auth"
            onClick={() => {
              stop();
              setAuthOpen(true);
            }}
          >
            企业认证
          </Button>,
          <Button key="login" type="primary" onClick={onLeave}>
            去登录
          </Button>,
        ]}
      />
      {authOpen && (
        <Suspense fallback={null}>
          <EnterpriseAuthDialog open={authOpen} onClose={() => setAuthOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
