import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createTestRouter } from './memory-router';
import { vi } from 'vitest';

/** Renders with a fresh query cache (no retries) and a router, as the app does. */
export function renderWithProviders(ui: ReactNode, { path = '/' } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const { Provider } = createTestRouter(path);
  return render(
    <QueryClientProvider client={client}>
      <Provider>{ui}</Provider>
    </QueryClientProvider>,
  );
}

/** Answers each API path (after the base) with the given JSON body; anything else is a 404. */
export function mockApi(bodies: Record<string, unknown>) {
  const fetch = vi.fn(async (url: string) => {
    const path = String(url).replace(/^.*\/api\//, '').split('?')[0]!;
    return path in bodies ? new Response(JSON.stringify(bodies[path]), { status: 200 }) : new Response('{"message":"Not found."}', { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
