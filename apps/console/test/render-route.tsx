import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import ConfigProvider from 'antd/es/config-provider';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Providers } from '../src/app/providers.tsx';
import { queryClient } from '../src/shared/query/query-client.ts';

interface RenderOptions {
  /**
   * false renders as the app renders a public page (login, registration): without the query cache,
   * which only the shell provides.
   */
  queryCache?: boolean;
}

/** Renders one page at a URL inside the app's providers, with stand-ins for the pages it leads to. */
export function renderRoute(path: string, url: string, page: ReactNode, { queryCache = true }: RenderOptions = {}) {
  const router = createMemoryRouter(
    [
      { path, element: page },
      { path: '/report', element: <p>报表首页</p> },
      { path: '/:bid/login', element: <p>登录页</p> },
      { path: '/task/tasknow', element: <p>当前任务</p> },
      { path: '/setting/updatelogs', element: <p>更新日志</p> },
      { path: '/setting/info', element: <p>基本信息</p> },
      { path: '/speech/myspeech', element: <p>我的话术页</p> },
      { path: '/speech/editor/:id', element: <p>话术编辑器</p> },
      { path: '/knowledge/knowledge', element: <p>知识库页</p> },
      { path: '/knowinfo/:id/:state', element: <p>知识详情页</p> },
    ],
    { initialEntries: [url] },
  );
  render(
    <Providers>
      {/* jsdom never ends CSS transitions; without motion, spinners leave buttons at once. */}
      <ConfigProvider theme={{ token: { motion: false } }}>
        {queryCache ? (
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        ) : (
          <RouterProvider router={router} />
        )}
      </ConfigProvider>
    </Providers>,
  );
  return router;
}
