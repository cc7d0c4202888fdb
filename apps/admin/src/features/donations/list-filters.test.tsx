import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../kit/test/fake-api';
import { counts, json, renderApp, signedIn, summary } from '../../test/helpers';

const list = (data = [summary({ amount: 1500, amount_received: 1000, status: 'verified' })]) => json(200, { data, total: data.length, page: 1, per_page: 25, counts });
const options = () => json(200, { campaigns: [{ id: 3, title: 'Winter quilts' }, { id: 9, title: 'Clean water' }], categories: ['Clean Water', 'Orphan Care'] });

describe('donation list filters', () => {
  it('filters by method, category, campaign and dates, kept in the address and sent to the API', async () => {
    signedIn();
    const api = fakeApi({ 'GET /donations': () => list(), 'GET /donations/filter-options': options });
    const { router, container } = renderApp('/?status=all');
    await screen.findByRole('table');
    // The choices are fetched only when the filters are opened.
    expect(api.calls.some((c) => c.includes('filter-options'))).toBe(false);
    await userEvent.click(screen.getByText('More filters'));
    await waitFor(() => expect(api.calls).toContain('GET /api/admin/donations/filter-options'));
    await userEvent.selectOptions(screen.getByLabelText('Method'), 'Easypaisa');
    await userEvent.selectOptions(await screen.findByLabelText('Welfare category'), 'Orphan Care');
    await waitFor(() => expect(within(screen.getByLabelText('Campaign')).getByRole('option', { name: 'Winter quilts' })).toBeInTheDocument());
    await userEvent.selectOptions(screen.getByLabelText('Campaign'), 'Winter quilts');
    await userEvent.type(screen.getByLabelText('From'), '2026-03-01');
    await userEvent.type(screen.getByLabelText('To'), '2026-03-31');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?status=all&method=easypaisa&category=Orphan+Care&campaign_id=3&from=2026-03-01&to=2026-03-31'),
    );
    await waitFor(() =>
      expect(api.calls).toContain('GET /api/admin/donations?status=all&page=1&method=easypaisa&category=Orphan+Care&campaign_id=3&from=2026-03-01&to=2026-03-31'),
    );
    // A partly paid gift shows what arrived, then what was pledged.
    expect(within(screen.getByRole('table')).getAllByRole('row')[1]).toHaveTextContent('Rs 1,000of Rs 1,500');
    const { violations } = await axe.run(container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=all'));
  });

  it('opens with the filters of the address, and exports exactly that list as CSV', async () => {
    signedIn();
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:csv');
    const saved: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this);
    });
    const api = fakeApi({
      'GET /donations': () => list(),
      'GET /donations/filter-options': options,
      'GET /donations/export.csv': () => new Response('\uFEFFReference\n', { headers: { 'content-type': 'text/csv; charset=utf-8' } }),
    });
    renderApp('/?status=verified&method=card&from=2026-11-01&to=2026-11-30&page=2');
    await screen.findByRole('table');
    expect(screen.getByLabelText('Method')).toHaveValue('card');
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-01');
    expect(api.calls).toContain('GET /api/admin/donations?status=verified&page=2&method=card&from=2026-11-01&to=2026-11-30');
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    // Every page of the list: the export has no paging.
    expect(api.calls).toContain('GET /api/admin/donations/export.csv?status=verified&method=card&from=2026-11-01&to=2026-11-30');
    expect(saved[0]!.download).toMatch(/^donations-\d{4}-\d{2}-\d{2}\.csv$/);
  });

  it('links to matching a statement', async () => {
    signedIn();
    fakeApi({ 'GET /donations': () => list([]) });
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Donations' });
    // Beside the heading, and in the navigation.
    const links = screen.getAllByRole('link', { name: 'Match a statement' });
    expect(links).toHaveLength(2);
    expect(links.every((a) => a.getAttribute('href') === '/match-statement')).toBe(true);
  });
});
