import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createTestRouter, TestRoutes } from './memory-router';
import { vi } from 'vitest';

/** Renders UI inside a fresh query client and a router at `path` (optionally matching `pattern`). */
export function renderPage(ui: ReactNode, { path = '/', pattern = '*' }: { path?: string; pattern?: string } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const { Provider } = createTestRouter(path);
  return render(
    <QueryClientProvider client={client}>
      <Provider>
        <TestRoutes ui={ui} pattern={pattern} />
      </Provider>
    </QueryClientProvider>,
  );
}

type Reply = { status?: number; body: unknown };

/** Stubs fetch: `answer(url)` gives each response; returns the mock to inspect the URLs asked. */
export function stubApi(answer: (url: URL) => Reply) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const { status = 200, body } = answer(url);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
