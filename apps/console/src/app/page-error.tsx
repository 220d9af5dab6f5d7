import { lazy, Suspense } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { RouteError } from './route-error.tsx';

// Loaded only when needed: antd's Result would otherwise weigh on the login route.
const NoPermission = lazy(() =>
  import('../shared/access/no-permission.tsx').then((m) => ({ default: m.NoPermission })),
);

/** A shell page's error boundary: a refused page shows the no-permission page inside the shell. */
export function PageError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 403) {
    return (
      <Suspense fallback={null}>
        <NoPermission />
      </Suspense>
    );
  }
  return <RouteError />;
}
