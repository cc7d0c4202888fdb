import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAt, stubFetch } from '../../testing/render';
import { answer, trackedDonation } from '../../testing/tracked';
import { DonationConfirmationPage } from './confirmation-page';

const at = (reference: string) => renderAt(`/donation/confirmation?reference=${reference}`, null, { '/donation/confirmation': <DonationConfirmationPage /> });
const remember = (moduleCode: string) =>
  sessionStorage.setItem('last_manual_gift', JSON.stringify({ reference: 'FD-7K3M9QXA', key: 'v1.sealed-key', phone: '+923001234567', moduleCode, back: '/donate' }));

describe('the donation confirmation', () => {
  it('shows the gift it was just given, what happens next, and the ways on', async () => {
    remember('CAMPAIGN');
    const calls = stubFetch({ 'donations/confirmation': { data: trackedDonation() } });
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    at('FD-7K3M9QXA');

    expect(screen.getByRole('heading', { level: 1, name: 'Thank you, your gift is in' })).toBeInTheDocument();
    expect(screen.getByText('FD-7K3M9QXA')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy reference' })).toBeInTheDocument();
    const gift = await screen.findByRole('region', { name: 'Your gift' });
    expect(within(gift).getByText('PKR 2,500.00')).toBeInTheDocument();
    expect(within(gift).getByText('Jazz Cash')).toBeInTheDocument();
    expect(within(gift).getByText('Clean water for Tharparkar')).toBeInTheDocument();
    expect(within(gift).getByText('Received – being checked')).toBeInTheDocument();
    // Read with the key the submission answered with, not through tracking (whose lookups are limited).
    expect(JSON.parse(String(calls.find((c) => c.path === 'donations/confirmation')!.init!.body))).toEqual({ reference: 'FD-7K3M9QXA', key: 'v1.sealed-key' });
    expect(calls.filter((c) => c.path === 'donations/track')).toEqual([]);

    const next = screen.getByRole('region', { name: 'What happens next' });
    expect(next).toHaveTextContent('usually within two working days');
    expect(next).toHaveTextContent('If you gave an e-mail address');
    expect(next).toHaveTextContent('receipt (PDF)');

    await userEvent.click(screen.getByRole('button', { name: 'Print or save' }));
    expect(print).toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Track this donation' })).toHaveAttribute('href', '/track-donation?reference=FD-7K3M9QXA');
    expect(screen.getByRole('link', { name: 'Back to campaigns' })).toHaveAttribute('href', '/donate');
  });

  it.each([
    ['BOOK', 'Back to Publishing', '/publishing'],
    ['DONATION', 'Back to Welfare', '/welfare'],
  ])('sends a %s donor back where they came from', (moduleCode, name, path) => {
    remember(moduleCode);
    stubFetch({ 'donations/confirmation': { data: trackedDonation({ module_code: moduleCode as 'BOOK' }) } });
    at('FD-7K3M9QXA');
    expect(screen.getByRole('link', { name })).toHaveAttribute('href', path);
  });

  it('opened later or elsewhere, without the phone, still shows the reference and the way to track it', () => {
    const calls = stubFetch({});
    at('fd-7k3m9qxa');
    expect(screen.getByText('FD-7K3M9QXA')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy reference' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Track my donation' })).toHaveAttribute('href', '/track-donation?reference=FD-7K3M9QXA');
    expect(calls.filter((c) => c.path.startsWith('donations/'))).toEqual([]);
  });

  it('says so when the details cannot be read, keeps the reference, and reads them on Try again', async () => {
    remember('DONATION');
    let fails = true;
    stubFetch({ 'donations/confirmation': () => (fails ? answer(503, { message: 'Service unavailable' }) : answer(200, { data: trackedDonation() })) });
    at('FD-7K3M9QXA');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your gift reached us, but its details could not be shown just now.');
    expect(within(alert).getByRole('link', { name: 'Track my donation' })).toHaveAttribute('href', '/track-donation?reference=FD-7K3M9QXA');
    expect(screen.getByText('FD-7K3M9QXA')).toBeInTheDocument();
    fails = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Your gift' })).toHaveTextContent('PKR 2,500.00');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says a key that no longer opens has run out, and points to tracking instead of a retry', async () => {
    remember('DONATION');
    stubFetch({ 'donations/confirmation': () => answer(404, { message: 'This confirmation no longer shows the donation. Track it with its reference and the phone number you gave.' }) });
    at('FD-7K3M9QXA');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This confirmation no longer shows the donation.');
    expect(within(alert).getByRole('link', { name: 'Track my donation' })).toBeInTheDocument();
    expect(within(alert).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
