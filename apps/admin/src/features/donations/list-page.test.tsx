import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { staffMessages } from '@foundation/contract/staff';
import { SESSION_KEY } from '../../lib/session';
import { counts, json, renderApp, signedIn, stubFetch, summary, urls } from '../../test/helpers';

const page = (data = [summary(), summary({ id: 42, reference: 'FD-20260302-XYZ789', donor_name: 'Bilal Ahmed', payment_method: 'bank_transfer', amount: 1234567.5, status: 'verified' })], total = 2) =>
  json(200, { data, total, page: 1, per_page: 25, counts });

describe('donation list', () => {
  it('shows each gift with its amount, method and status in words', async () => {
    signedIn();
    stubFetch(() => page());
    renderApp();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('FD-20260301-ABC123');
    expect(rows[1]).toHaveTextContent('Rs 1,500');
    expect(rows[1]).toHaveTextContent('JazzCash');
    expect(rows[1]).toHaveTextContent('Waiting for review');
    expect(rows[1]).toHaveTextContent('+923001234567');
    expect(rows[2]).toHaveTextContent('Bilal Ahmed');
    expect(rows[2]).toHaveTextContent('Bank transfer');
    expect(rows[2]).toHaveTextContent('Rs 1,234,567.5');
    expect(rows[2]).toHaveTextContent('Verified');
    expect(within(rows[1]!).getByRole('link', { name: 'FD-20260301-ABC123' })).toHaveAttribute('href', '/donations/41');
    // Times are Karachi's: 20:30 UTC is 1:30 the next morning.
    expect(rows[1]).toHaveTextContent(/2 Mar 2026/);
  });

  it('counts each status in the filter and asks the API for the one chosen', async () => {
    signedIn();
    const fetch = stubFetch(() => page());
    const { router } = renderApp();
    await screen.findByRole('table');
    const filter = screen.getByRole('navigation', { name: 'Filter by status' });
    const current = within(filter).getByRole('link', { current: 'page' });
    expect(current).toHaveAccessibleName('Waiting for review 2');
    // The menu's inbox counts ask too (the fixture is an admin): only the donation calls are this list's.
    expect(urls(fetch).filter((u) => u.startsWith('/api/admin/donations'))).toEqual(['/api/admin/donations?status=pending_review&page=1']);
    await userEvent.click(within(filter).getByRole('link', { name: /^Verified/ }));
    await waitFor(() => expect(urls(fetch)).toContain('/api/admin/donations?status=verified&page=1'));
    expect(router.state.location.search).toBe('?status=verified');
    expect(within(filter).getByRole('link', { name: /^All/ })).toHaveAccessibleName('All 11');
  });

  it('searches after a pause in typing and keeps the search in the address', async () => {
    signedIn();
    const fetch = stubFetch(() => page([], 0));
    const { router } = renderApp('/?status=all&page=3');
    await userEvent.type(await screen.findByLabelText('Search donations'), '+92300');
    await waitFor(() => expect(urls(fetch)).toContain('/api/admin/donations?status=all&page=1&search=%2B92300'));
    expect(router.state.location.search).toBe('?status=all&search=%2B92300');
    // One request for the pause, not one per key.
    expect(urls(fetch).filter((u) => u.includes('search='))).toHaveLength(1);
    expect(await screen.findByText('No donations here.')).toBeInTheDocument();
  });

  it('pages through with Previous and Next', async () => {
    signedIn();
    const fetch = stubFetch(() => json(200, { data: [summary()], total: 60, page: 1, per_page: 25, counts }));
    renderApp();
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(urls(fetch)).toContain('/api/admin/donations?status=pending_review&page=2'));
  });

  it('returns to sign-in with the signed-out message when the API says the session is over', async () => {
    signedIn();
    stubFetch(() => json(401, { message: staffMessages.signedOut }));
    renderApp();
    expect(await screen.findByRole('alert')).toHaveTextContent(staffMessages.signedOut);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(sessionStorage.getItem(SESSION_KEY)).toBeNull();
  });

  it('signs out: tells the server, forgets the token', async () => {
    signedIn();
    const fetch = stubFetch((url) => (url.endsWith('/logout') ? json(204, null) : page()));
    renderApp();
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(urls(fetch)).toContain('/api/admin/logout');
    expect(sessionStorage.getItem(SESSION_KEY)).toBeNull();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
