import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { vi } from 'vitest';
import type { DonationDetail, DonationSummary } from '@foundation/contract/donation-review';
import type { Staff } from '@foundation/contract/staff';
import { App, createQueryClient } from '../app/app';
import { routes } from '../app/routes';
import { SESSION_KEY } from '../lib/session';

/** An admin by default: every screen is open to them (a test of another role passes its own). */
export const staff: Staff = { name: 'Ayesha Reviewer', email: 'reviewer@foundation.test', role: 'admin', two_factor: false, two_factor_setup_required: false };

/** A signed-in staff member, as the sign-in screen would have stored them; `member` changes who. */
export function signedIn(expiresInMs = 3_600_000, member: Partial<Staff> = {}) {
  const expires_at = new Date(Date.now() + expiresInMs).toISOString();
  sessionStorage.setItem(SESSION_KEY, JSON.stringify({ token: 'staff-token', expires_at, staff: { ...staff, ...member } }));
}

export const json = (status: number, body: unknown) =>
  new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

/** fetch answered by `handler`; the returned mock records every call (url, init). */
export function stubFetch(handler: Handler) {
  const mock = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => Promise.resolve(handler(String(input), init)));
  vi.stubGlobal('fetch', mock);
  return mock;
}

export const urls = (mock: ReturnType<typeof stubFetch>) => mock.mock.calls.map(([url]) => String(url));

export function renderApp(path = '/') {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { retry: false, staleTime: Infinity } });
  return { router, ...render(<App router={router} queryClient={client} />) };
}

export const summary = (over: Partial<DonationSummary> = {}): DonationSummary => ({
  id: 41,
  reference: 'FD-20260301-ABC123',
  created_at: '2026-03-01T20:30:00Z',
  status: 'pending_review',
  payment_method: 'jazz_cash',
  module_code: 'CAMPAIGN',
  amount: 1500,
  amount_received: null,
  currency: 'pkr',
  donor_name: null,
  phone: '+923001234567',
  email: null,
  purpose: 'Clean Water for Tharparkar',
  has_receipt: true,
  ...over,
});

export const detail = (over: Partial<DonationDetail> = {}): DonationDetail => ({
  ...summary(),
  items: [{ title: 'Water for a family', amount: 1500 }],
  street_address: null,
  city: 'Lahore',
  country: 'Pakistan',
  receipt_type: 'image/png',
  failure_reason: null,
  reviewed_at: null,
  reviewed_by: null,
  review_note: null,
  transaction_id: null,
  duplicates: [],
  ...over,
});

export const counts = { pending_review: 2, verified: 5, rejected: 1, pending: 0, succeeded: 3, failed: 0 };
