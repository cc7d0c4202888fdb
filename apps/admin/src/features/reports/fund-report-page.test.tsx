import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import type { FundReport } from '@foundation/contract/funds';
import { fakeApi } from '../../kit/test/fake-api';
import { json, renderApp, signedIn } from '../../test/helpers';

const report: FundReport = {
  funds: [
    { code: 'zakat', name: 'Zakat' },
    { code: 'sadaqah', name: 'Sadaqah' },
    { code: 'general', name: 'General (Atiyat)' },
  ],
  months: [
    { month: '2026-11', fund: 'sadaqah', received: 8000, verified: 5000 },
    { month: '2026-11', fund: 'zakat', received: 20000, verified: 20000 },
    { month: '2026-10', fund: 'zakat', received: 1500.5, verified: 0 },
  ],
  hijri_years: [
    { year: 1448, fund: 'sadaqah', received: 8000, verified: 5000 },
    { year: 1448, fund: 'zakat', received: 21500.5, verified: 20000 },
  ],
  totals: [
    { fund: 'zakat', received: 21500.5, verified: 20000 },
    { fund: 'sadaqah', received: 8000, verified: 5000 },
  ],
  hijri_offset_days: -1,
};

const rowsOf = (name: string) => within(screen.getByRole('table', { name })).getAllByRole('row').map((r) => r.textContent);

describe('funds report', () => {
  it('shows what each fund received and what was verified, in total, by Hijri year and by month; one fund at a time from the menu', async () => {
    signedIn(3_600_000, { role: 'finance' });
    const api = fakeApi({ 'GET /reports/funds': () => json(200, { data: report }) });
    const { router, container } = renderApp('/reports/funds');
    expect(await screen.findByRole('heading', { level: 1, name: 'Funds report' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Totals: every fund' })).toBeInTheDocument();
    expect(rowsOf('Totals: every fund')).toEqual(['FundReceivedVerified', 'ZakatRs 21,500.5Rs 20,000', 'SadaqahRs 8,000Rs 5,000']);
    expect(rowsOf('By Hijri year: every fund')).toEqual(['Hijri yearFundReceivedVerified', '1448 AHSadaqahRs 8,000Rs 5,000', '1448 AHZakatRs 21,500.5Rs 20,000']);
    expect(rowsOf('By month: every fund')).toEqual([
      'MonthFundReceivedVerified',
      'Nov 2026SadaqahRs 8,000Rs 5,000',
      'Nov 2026ZakatRs 20,000Rs 20,000',
      'Oct 2026ZakatRs 1,500.5Rs 0',
    ]);
    expect(screen.getByText(/moved by -1 day as set in the giving rates/)).toBeInTheDocument();
    expect(api.calls).toContain('GET /api/admin/reports/funds');
    // The menu marks this screen, not the dashboard whose address it sits under.
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(within(nav).getByRole('link', { current: 'page' })).toHaveTextContent('Funds report');
    expect(within(nav).getByRole('button', { name: /^Menu/ })).toHaveTextContent('Menu: Funds report');

    const { violations } = await axe.run(container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

    // By keyboard: the menu is reached with Tab and changed with the arrow keys.
    const menu = screen.getByLabelText('Fund');
    menu.focus();
    await userEvent.selectOptions(menu, 'Zakat');
    await waitFor(() => expect(router.state.location.search).toBe('?fund=zakat'));
    expect(rowsOf('Totals: Zakat')).toEqual(['FundReceivedVerified', 'ZakatRs 21,500.5Rs 20,000']);
    // One fund: its name is in the caption, not on every row.
    expect(rowsOf('By month: Zakat')).toEqual(['MonthReceivedVerified', 'Nov 2026Rs 20,000Rs 20,000', 'Oct 2026Rs 1,500.5Rs 0']);
    expect(rowsOf('By Hijri year: Zakat')).toEqual(['Hijri yearReceivedVerified', '1448 AHRs 21,500.5Rs 20,000']);
  });

  it('says when a fund has received nothing', async () => {
    signedIn(3_600_000, { role: 'finance' });
    fakeApi({ 'GET /reports/funds': () => json(200, { data: report }) });
    renderApp('/reports/funds?fund=general');
    expect(await screen.findByRole('table', { name: 'By month: General (Atiyat)' })).toHaveTextContent('Nothing received.');
  });

  it('shows the error when the report cannot be read', async () => {
    signedIn(3_600_000, { role: 'finance' });
    fakeApi({ 'GET /reports/funds': () => json(500, { message: 'Something went wrong on our side. Please try again.' }) });
    renderApp('/reports/funds');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
  });
});
