import type { ComponentType } from 'react';
import { type RouteObject, redirect } from 'react-router';
import { requireSession } from '../features/auth/guard/require-session.ts';
import { DEFAULT_BID } from '../shared/session/stored-bid.ts';
import { RouteError } from './route-error.tsx';

/** What a protected page needs; the permission checks of later issues key on it. */
export type AccessKey = 'report';

export interface RouteHandle {
  access?: AccessKey;
}

/** A chunk that has not arrived after this long is treated as failed (spec section 9). */
const CHUNK_LOAD_TIMEOUT_MS = 120_000;

function withTimeout<T>(loading: Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('chunk load timeout')), CHUNK_LOAD_TIMEOUT_MS);
    loading.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/** A lazily loaded page: its code is fetched the first time its route matches. */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await withTimeout(load())) });
}

function protectedRoute(path: string, access: AccessKey, lazy: RouteObject['lazy']): RouteObject {
  const handle: RouteHandle = { access };
  return { path, handle, lazy };
}

export const routes: RouteObject[] = [
  {
    path: '/',
    ErrorBoundary: RouteError,
    // Pages load lazily; until the first one has, the (already blank) page stays blank.
    HydrateFallback: () => null,
    children: [
      { index: true, loader: () => redirect(`/${DEFAULT_BID}/login`) },
      {
        path: 'login_inner',
        lazy: page(
          () => import('../features/auth/pages/login-inner-page.tsx'),
          (m) => m.LoginInnerPage,
        ),
      },
      {
        path: ':bid/login',
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
        path: ':bid/reset',
        lazy: page(
          () => import('../features/auth/pages/reset-page.tsx'),
          (m) => m.ResetPage,
        ),
      },
      {
        middleware: [requireSession],
        children: [
          protectedRoute(
            'report',
            'report',
            page(
              () => import('../features/home/pages/report-landing-page.tsx'),
              (m) => m.ReportLandingPage,
            ),
          ),
        ],
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
