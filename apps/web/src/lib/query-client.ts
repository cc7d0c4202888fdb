import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/**
 * One per browser tab, and one per page the server renders (so no visitor's data reaches another's
 * page). On the server nothing is retried: a page whose read fails renders without it, as the
 * spec's point 8 asks, and the browser asks again after hydrating.
 */
export function createQueryClient({ server = false } = {}) {
  return new QueryClient({
    // Spec point 8: a failed load is logged (in the browser, where the page asks again) and the page renders without it.
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!server) console.warn(`Could not load ${JSON.stringify(query.queryKey)}:`, error.message);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // A 4xx will not change by asking again.
        retry: server ? false : (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
      },
    },
  });
}

export const queryClient = createQueryClient();
