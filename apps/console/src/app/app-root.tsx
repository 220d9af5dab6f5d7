import { StrictMode } from 'react';
import { RouterProvider } from 'react-router/dom';
import './global.css';
import { Providers } from './providers.tsx';
import { getRouter } from './router.ts';

export { shareSignInWithTabs } from './tab-sharing.ts';

export function AppRoot() {
  return (
    <StrictMode>
      <Providers>
        <RouterProvider router={getRouter()} />
      </Providers>
    </StrictMode>
  );
}
