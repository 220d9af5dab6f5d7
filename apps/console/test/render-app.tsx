import { render } from '@testing-library/react';
import ConfigProvider from 'antd/es/config-provider';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Providers } from '../src/app/providers.tsx';
import { patchShellPages, routes } from '../src/app/routes.tsx';
import { queryClient } from '../src/shared/query/query-client.ts';

/** Renders the whole app (the real route table, guards and shell) at a URL, as AppRoot does. */
export function renderApp(url: string) {
  queryClient.clear();
  const router = createMemoryRouter(routes, {
    initialEntries: [url],
    future: { v8_middleware: true },
    // As the app's router: the shell's pages join the table on the first navigation that needs them.
    patchRoutesOnNavigation: patchShellPages(),
  });
  render(
    <Providers>
      <ConfigProvider theme={{ token: { motion: false } }}>
        <RouterProvider router={router} />
      </ConfigProvider>
    </Providers>,
  );
  return router;
}
