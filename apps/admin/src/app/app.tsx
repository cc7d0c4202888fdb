import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { ApiError } from '../lib/api';
import { SessionProvider } from '../lib/use-session';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Staff act on what they see: a list older than half a minute is fetched again on return.
        staleTime: 30_000,
        // A 4xx (a 401 above all) will not change by asking again.
        retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
      },
    },
  });
}

export function App({ router, queryClient }: { router: ReturnType<typeof createBrowserRouter>; queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>
  );
}
