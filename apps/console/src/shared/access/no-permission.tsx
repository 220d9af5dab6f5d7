import Button from 'antd/es/button';
import Result from 'antd/es/result';
import { useNavigate } from 'react-router';
import { landingPath } from './page-access.ts';

/** A page the viewer may not open, e.g. typed into the address bar (spec section 6). */
export function NoPermission() {
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title="403"
      subTitle="抱歉，您无权访问该页面"
      extra={
        <Button type="primary" onClick={async () => navigate(await landingPath(), { replace: true })}>
          返回首页
        </Button>
      }
    />
  );
}
