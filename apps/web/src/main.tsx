import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, RouterProvider } from 'react-router';
import { hydrate, QueryClientProvider } from '@tanstack/react-query';
import { createRouter, routes } from './app/router';
import { adoptAllNow } from './components/ui/when-visible';
import { startHydration } from './lib/hydration';
import { queryClient } from './lib/query-client';
import { QUERY_STATE_ID } from './lib/ssr-state';
import './index.css';

const root = document.getElementById('root')!;

/**
 * A page the server rendered is hydrated: its data first (the answers it was rendered from), then
 * the modules of the routes it shows, so the first render is the server's and nothing is replaced.
 */
async function hydratePage() {
  const state = document.getElementById(QUERY_STATE_ID);
  if (state?.textContent) hydrate(queryClient, JSON.parse(state.textContent));
  const lazy = matchRoutes(routes, window.location)?.filter((m) => typeof m.route.lazy === 'function') ?? [];
  await Promise.all(
    lazy.map(async ({ route }) => {
      const loaded = await (route.lazy as () => Promise<object>)();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

const app = () => {
  const router = createRouter();
  router.subscribe((state) => {
    if (state.navigation.state !== 'idle') adoptAllNow();
  });
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>
  );
};

// Not a top-level await: the pages' chunks import this one, which would then never finish loading.
if (root.firstElementChild) {
  void hydratePage().then(() => {
    startHydration();
    hydrateRoot(root, app());
  });
} else {
  createRoot(root).render(app());
}
