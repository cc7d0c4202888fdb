import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import type { ReportSummary } from '@foundation/contract/admin/reports';
import { fakeApi, page } from '../../kit/test/fake-api';
import { counts, json, renderApp, signedIn } from '../../test/helpers';

// Chart.js draws on a canvas jsdom does not have: a stand-in records what it was asked to draw.
const drawn = vi.hoisted(() => [] as { labels: string[]; data: number[] }[]);
vi.mock('chart.js', () => {
  class Chart {
    static register() {}
    constructor(_canvas: unknown, config: { data: { labels: string[]; datasets: { data: number[] }[] } }) {
      drawn.push({ labels: config.data.labels, data: config.data.datasets[0]!.data });
    }
    destroy() {}
  }
  return { Chart, BarController: {}, BarElement: {}, CategoryScale: {}, LinearScale: {}, Tooltip: {} };
});

const months = Array.from({ length: 12 }, (_, i) => {
  const d = new Date(Date.UTC(2025, 11 + i, 1));
  return { month: d.toISOString().slice(0, 7), amount: i === 11 ? 12_345.5 : i * 1000, count: i };
});

const summary = (over: Partial<ReportSummary> = {}): ReportSummary => ({
  generated_at: '2026-11-24T19:30:00Z',
  time_zone: 'Asia/Karachi',
  period: 'year',
  totals: { today: { amount: 3700, count: 3 }, month: { amount: 12_345.5, count: 11 }, year: { amount: 1_234_567, count: 250 } },
  pending: { amount: 2500, count: 2 },
  by_method: [
    { method: 'jazz_cash', amount: 800_000, count: 200 },
    { method: 'card', amount: 434_567, count: 50 },
  ],
  by_module: [{ module_code: 'DONATION', amount: 1_234_567, count: 250 }],
  by_category: [{ category: 'Orphan Care', amount: 1_000_000, count: 220 }],
  by_campaign: [],
  months,
  ...over,
});

describe('money dashboard', () => {
  it('is finance\'s first screen after signing in: totals, breakdowns and the last 12 months as a chart and a table', async () => {
    signedIn(3_600_000, { role: 'finance' });
    drawn.length = 0;
    const api = fakeApi({
      'GET /reports/summary': (url) => json(200, { data: summary({ period: (url.searchParams.get('period') ?? 'year') as ReportSummary['period'] }) }),
      'GET /donations': () => json(200, { data: [], total: 0, page: 1, per_page: 25, counts }),
    });
    const { router, container } = renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/reports');

    const totals = await screen.findByText('This year', { selector: 'dt' });
    expect(totals.parentElement).toHaveTextContent('Rs 1,234,567250 gifts');
    expect(screen.getByText('Today', { selector: 'dt' }).parentElement).toHaveTextContent('Rs 3,7003 gifts');
    expect(screen.getByText('Waiting for review').parentElement).toHaveTextContent('Rs 2,5002 gifts');

    const byMethod = screen.getByRole('table', { name: 'By method: this year' });
    const rows = within(byMethod).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('JazzCashRs 800,000200');
    expect(rows[2]).toHaveTextContent('CardRs 434,56750');
    expect(within(screen.getByRole('table', { name: 'By campaign: this year' })).getByText('No campaign gifts.')).toBeInTheDocument();

    // The chart's library is fetched when the chart is shown; its figures are in a table too.
    await waitFor(() => expect(drawn).toHaveLength(1));
    expect(drawn[0]!.labels[11]).toBe('Nov 2026');
    expect(drawn[0]!.data[11]).toBe(12_345.5);
    expect(screen.getByRole('img', { name: /^Bar chart of money received each month, Dec 2025 to Nov 2026/ })).toBeInTheDocument();
    const monthly = screen.getByRole('table', { name: 'Money received each month, the last 12 months' });
    expect(within(monthly).getAllByRole('row')).toHaveLength(13);
    expect(within(monthly).getAllByRole('row')[12]).toHaveTextContent('Nov 2026Rs 12,345.511');

    const { violations } = await axe.run(container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

    await userEvent.selectOptions(screen.getByLabelText('Breakdown for'), 'This month');
    await waitFor(() => expect(router.state.location.search).toBe('?period=month'));
    expect(await screen.findByRole('table', { name: 'By method: this month' })).toBeInTheDocument();
    expect(api.calls).toContain('GET /api/admin/reports/summary?period=month');

    // Only the first time: "Donations" is then the list, as for anyone.
    await router.navigate('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Donations' })).toBeInTheDocument();
  });

  it('an admin still starts on donation review', async () => {
    signedIn();
    fakeApi({ 'GET /donations': () => page([]), 'GET /reports/summary': () => json(200, { data: summary() }) });
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Donations' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('says so when the figures cannot be read, and keeps the page usable without the chart', async () => {
    signedIn(3_600_000, { role: 'finance' });
    fakeApi({ 'GET /reports/summary': () => json(500, { message: 'Something went wrong on our side. Please try again.' }) });
    renderApp('/reports');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
  });
});
