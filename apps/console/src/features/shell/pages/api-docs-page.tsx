import { API_DOCS_PATH } from '@console/contracts';
import Result from 'antd/es/result';
import { useEffect } from 'react';

/**
 * /openapi typed in or followed from a bookmark: the interface docs are the server's API
 * reference, not a console page, so the tab goes there (the menu opens them in a new window).
 */
export function ApiDocsPage() {
  useEffect(() => window.location.replace(API_DOCS_PATH), []);
  return <Result status="info" title="接口文档" subTitle={<a href={API_DOCS_PATH}>正在打开接口文档…</a>} />;
}
