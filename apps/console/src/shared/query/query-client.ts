import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../http/api-error.ts';

/**
 * The one query cache of the signed-in pages. It is provided by the shell layout, not the app
 * root: the public pages (login, register, reset) fetch without it and stay within their budget.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A business error (wrong input, expired login) will not change on retry; a dropped connection may.
      retry: (failureCount, error) =>
        failureCount < 1 && !(error instanceof ApiError && typeof error.code === 'number'),
      refetchOnWindowFocus: false,
    },
  },
});
