import Button from 'antd/es/button';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/**
 * Shown when a page fails to load or render, most often because a deployment replaced the code
 * chunks this tab expected. Kept free of heavy components so it still shows when chunks fail.
 */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : '';
  return (
    <main className="route-error" role="alert">
      <h1>页面加载失败</h1>
      <p>请检查网络后重新加载页面。{detail}</p>
      <Button type="primary" onClick={() => window.location.reload()}>
        重新加载
      </Button>
    </main>
  );
}
