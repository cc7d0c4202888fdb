import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { vi } from 'vitest';

type Answer = { status?: number; body?: unknown } | 'offline' | Promise<never>;
type Handler = (body: unknown) => Answer;

/**
 * Replaces fetch with answers per API path (after /api/). Each handler sees the JSON body sent;
 * 'offline' makes fetch reject as a lost connection does; unknown paths answer 404.
 */
export function stubApi(handlers: Record<string, Handler>) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const path = String(url).replace(/^.*\/api\//, '').split('?')[0]!;
    const handler = handlers[path];
    const answer = handler ? await handler(init?.body ? JSON.parse(String(init.body)) : undefined) : { status: 404, body: { message: 'Not found.' } };
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body ?? {}), { status: answer.status ?? 200, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** A 422 as the API sends it. */
export const invalid = (errors: Record<string, string[]>) => ({ status: 422, body: { message: 'The given data was invalid.', errors } });

/** Renders with a fresh query cache that does not retry. */
export function renderWithQuery(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}
