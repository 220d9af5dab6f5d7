import Button from 'antd/es/button';
import Result from 'antd/es/result';
import { useNavigate } from 'react-router';

/** The router keeps its position in the history state; 0 means this tab has nothing to go back to. */
function canGoBack(): boolean {
  const state = window.history.state as { idx?: number } | null;
  return (state?.idx ?? 0) > 0;
}

export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <main style={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <Result
        status="404"
        title="404"
        subTitle="抱歉，您访问的页面不存在"
        extra={
          <Button type="primary" onClick={() => (canGoBack() ? navigate(-1) : navigate('/', { replace: true }))}>
            返回
          </Button>
        }
      />
    </main>
  );
}
