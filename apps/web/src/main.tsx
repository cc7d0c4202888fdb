import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { hydrate, QueryClientProvider } from '@tanstack/react-query';
import { App } from './app/router';
import { aroundNav } from './app/navigation';
import { preloadPage } from './app/pages';
import { queryClient } from './lib/query-client';
import { QUERY_STATE_ID } from './lib/ssr-state';
import { routerBase, startDocumentLocale } from './lib/locale';
import './index.css';

const root = document.getElementById('root')!;
const locale = startDocumentLocale();

/**
 * A page the server rendered is hydrated: its data first (the answers it was rendered from), then
 * the module of the page it shows, so the first render is the server's and nothing is replaced.
 */
async function hydratePage() {
  const state = document.getElementById(QUERY_STATE_ID);
  if (state?.textContent) hydrate(queryClient, JSON.parse(state.textContent));
  await preloadPage(window.location.pathname);
}

const app = () => (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <Router base={routerBase(locale)} aroundNav={aroundNav}>
        <App />
      </Router>
    </QueryClientProvider>
  </StrictMode>
);

// Not a top-level await: the pages' chunks import this one, which would then never finish loading.
if (root.firstElementChild) {
  // As a transition, React adopts the page in slices of a few milliseconds, yielding to the browser
  // between them, instead of one long task a phone's first tap would wait behind.
  void hydratePage().then(() => startTransition(() => void hydrateRoot(root, app())));
} else {
  createRoot(root).render(app());
}
