import { limits } from '@console/contracts';
import Button from 'antd/es/button';
import Result from 'antd/es/result';
import { useEffect } from 'react';
import { useCountdown } from '../../../shared/hooks/use-countdown.ts';

interface RegisterSuccessProps {
  onLeave: () => void | Promise<void>;
}

/** 注册成功: goes to the login after 5 seconds unless the user chooses to stay (稍后). */
export function RegisterSuccess({ onLeave }: RegisterSuccessProps) {
  const { remaining, running, start, stop } = useCountdown(onLeave);

  useEffect(() => start(limits.registerRedirectSeconds), [start]);

  return (
    <Result
      className="auth-result"
      status="success"
      title="注册成功"
      subTitle={running ? `${remaining}秒后自动跳转到登录页` : '您可以稍后前往登录页登录'}
      extra={[
        <Button key="later" onClick={stop} disabled={!running}>
          稍后
        </Button>,
        <Button key="login" type="primary" onClick={onLeave}>
          去登录
        </Button>,
      ]}
    />
  );
}
