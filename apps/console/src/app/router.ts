import { createBrowserRouter } from 'react-router';
import { setNavigator } from '../shared/navigation.ts';
import { routes, SHELL_ROUTE_ID } from './routes.tsx';

/**
 * Adds the shell's pages the first time a path is not fully matched (a shell page, or an unknown
 * path the not-found page would take): their table loads with the shell, not with the login.
 */
const patchShellPages: NonNullable<Parameters<typeof createBrowserRouter>[1]>['patchRoutesOnNavigation'] = async ({
  patch,
}) => {
  if (shellPatched) return;
  const { shellPages } = await import('./shell-routes.tsx');
  if (shellPatched) return;
  shellPatched = true;
  patch(SHELL_ROUTE_ID, shellPages);
};
let shellPatched = false;

type AppRouter = ReturnType<typeof createBrowserRouter>;
let router: AppRouter | null = null;

/**
 * Created on first render, not at import: the module loads while the runtime config is still on
 * its way, and the first navigation may already call the API (the guard's auto-login).
 */
export function getRouter(): AppRouter {
  if (!router) {
    // Middleware runs before any loader, so the session guard decides before a page fetches data.
    router = createBrowserRouter(routes, {
      future: { v8_middleware: true },
      patchRoutesOnNavigation: patchShellPages,
    });
    const created = router;
    setNavigator((to) => void created.navigate(to, { replace: true }));
  }
  return router;
}
