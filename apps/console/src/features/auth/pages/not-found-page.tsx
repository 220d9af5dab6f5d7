import Button from 'antd/es/button';
import Result from 'antd/es/result';
import { useNavigate } from 'react-router';
import { loginPath } from '../../../shared/session/stored-bid.ts';

/** The router keeps its position in the history state; 0 means this tab has nothing to go back to. */
function canGoBack(): boolean {
  const state = window.history.state as { idx?: number } | null;
  return (state?.idx ?? 0) > 0;
}

/** 返回: the previous page of this tab, or else the login of the brand the user came from. */
export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <main style={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <Result
        status="404"
        title="404"
        subTitle="抱歉，您访问的页面不存在"
        extra={
          <Button
            type="primary"
            onClick={() => (canGoBack() ? navigate(-1) : navigate(loginPath(), { replace: true }))}
          >
            返回
          </Button>
        }
      />
    </main>
  );
}
