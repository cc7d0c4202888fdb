import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

export const queryClient = new QueryClient({
  // Spec point 8: a failed load is logged and the page renders without it.
  queryCache: new QueryCache({
    onError: (error, query) => console.warn(`Could not load ${JSON.stringify(query.queryKey)}:`, error.message),
  }),
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      refetchOnWindowFocus: false,
      // A 4xx will not change by asking again.
      retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
    },
  },
});
