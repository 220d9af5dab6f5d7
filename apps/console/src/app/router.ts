import { createBrowserRouter } from 'react-router';
import { setNavigator } from '../shared/navigation.ts';
import { patchShellPages, routes } from './routes.tsx';

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
      patchRoutesOnNavigation: patchShellPages(),
    });
    const created = router;
    setNavigator((to) => void created.navigate(to, { replace: true }));
  }
  return router;
}
