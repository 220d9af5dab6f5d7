import {
  type MiddlewareFunction,
  Outlet,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
  redirect,
} from 'react-router';
import { redirectSignedIn } from '../features/auth/guard/redirect-signed-in.ts';
import { requireInitialPasswordSession, requireSession } from '../features/auth/guard/require-session.ts';
import { DEFAULT_BID } from '../shared/session/stored-bid.ts';
import { accessModule, page } from './lazy-page.ts';
import { RouteError } from './route-error.tsx';

const loadAccess: MiddlewareFunction = async (args, next) => (await accessModule()).loadAccess(args, next);

/** The route of the authenticated shell; its pages are patched in (shell-routes.tsx). */
const SHELL_ROUTE_ID = 'shell';

/**
 * A router's patchRoutesOnNavigation: adds the shell's pages the first time a path is not fully
 * matched (a shell page, or an unknown path the not-found page would take). Their table loads
 * with the shell, not with the login. One per router.
 */
export function patchShellPages(): PatchRoutesOnNavigationFunction {
  let patched = false;
  return async ({ patch }) => {
    if (patched) return;
    const { shellPages } = await import('./shell-routes.tsx');
    if (patched) return;
    patched = true;
    patch(SHELL_ROUTE_ID, shellPages);
  };
}

export const routes: RouteObject[] = [
  {
    path: '/',
    // Said, not implied: on a direct load of a shell page this route is the whole match until the
    // shell's pages are patched in, and React Router warns of a leaf that renders nothing.
    Component: Outlet,
    ErrorBoundary: RouteError,
    // Pages load lazily; until the first one has, the (already blank) page stays blank.
    HydrateFallback: () => null,
    children: [
      // It only ever redirects; null says it renders nothing on purpose.
      { index: true, loader: () => redirect(`/${DEFAULT_BID}/login`), element: null },
      {
        path: 'login_inner',
        loader: redirectSignedIn,
        lazy: page(
          () => import('../features/auth/pages/login-inner-page.tsx'),
          (m) => m.LoginInnerPage,
        ),
      },
      {
        path: ':bid/login',
        loader: redirectSignedIn,
        lazy: page(
          () => import('../features/auth/pages/login-page.tsx'),
          (m) => m.LoginPage,
        ),
      },
      {
        path: ':bid/register/:code?',
        lazy: page(
          () => import('../features/auth/pages/register-page.tsx'),
          (m) => m.RegisterPage,
        ),
      },
      {
        // Signed in, but with the initial password the master gave: the console waits for a new one.
        path: ':bid/password',
        loader: requireInitialPasswordSession,
        lazy: page(
          () => import('../features/auth/pages/initial-password-page.tsx'),
          (m) => m.InitialPasswordPage,
        ),
      },
      {
        path: ':bid/reset',
        lazy: page(
          () => import('../features/auth/pages/reset-page.tsx'),
          (m) => m.ResetPage,
        ),
      },
      {
        // The authenticated shell: the session guard first, then the menu list and permissions.
        id: SHELL_ROUTE_ID,
        middleware: [requireSession, loadAccess],
        lazy: page(
          () => import('../features/shell/shell-layout.tsx'),
          (m) => m.ShellLayout,
        ),
        children: [],
      },
      {
        path: '*',
        lazy: page(
          () => import('../features/auth/pages/not-found-page.tsx'),
          (m) => m.NotFoundPage,
        ),
      },
    ],
  },
];
