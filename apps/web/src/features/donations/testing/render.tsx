import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createTestRouter, TestRoutes } from '../../../test/memory-router';
import { vi } from 'vitest';

type Json = unknown;

/** fetch answered from a table of path -> body (or a function), everything else 404. */
export function stubFetch(routes: Record<string, Json | ((init?: RequestInit) => Response | Promise<Response>)>) {
  const calls: { path: string; init?: RequestInit }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/api\//, '');
    calls.push({ path, init });
    const route = routes[path];
    if (route === undefined) return new Response(JSON.stringify({ message: 'Not found.' }), { status: 404 });
    if (typeof route === 'function') return route(init);
    return new Response(JSON.stringify(route), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

/**
 * Renders a page at a URL inside a router and a fresh query client; returns the router too.
 * `others` puts other pages at other paths (a page that redirects must not land on itself).
 */
export function renderAt(url: string, element: ReactNode, others: Record<string, ReactNode> = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createTestRouter(url);
  const view = render(
    <QueryClientProvider client={client}>
      <router.Provider>
        <TestRoutes ui={element} pattern={['/donation', '/donationForm']} others={others} elsewhere={<p>Left the page</p>} />
      </router.Provider>
    </QueryClientProvider>,
  );
  return { ...view, router };
}

export const settingsBody = {
  data: {
    company_phone: '+92 300 1234567',
    bank_accounts: [
      { bank_name: 'Meezan Bank', account_title: 'Foundation Trust', branch: 'Mall Road, Lahore', account_number: '0101-0102030405', iban: 'PK36MEZN0001010102030405', swift_code: 'MEZNPKKA' },
      { bank_name: 'Bank Alfalah', account_title: 'Foundation Trust', branch: 'Blue Area, Islamabad', account_number: '5501-1234567', iban: 'PK12ALFH5501001234567', swift_code: null },
    ],
    wallet_accounts: [
      { method: 'jazz_cash', account_title: 'Foundation Welfare Trust', account_number: '0300 1234567' },
      { method: 'easypaisa', account_title: 'Foundation Welfare Trust', account_number: '0345 7654321' },
    ],
  },
};
