import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAt, stubFetch } from '../../testing/render';
import { answer, trackedDonation } from '../../testing/tracked';
import { DonationConfirmationPage } from './confirmation-page';

const at = (reference: string) => renderAt(`/donation/confirmation?reference=${reference}`, null, { '/donation/confirmation': <DonationConfirmationPage /> });
const remember = (moduleCode: string) =>
  sessionStorage.setItem('last_manual_gift', JSON.stringify({ reference: 'FD-7K3M9QXA', phone: '+923001234567', moduleCode, back: '/donate' }));

describe('the donation confirmation', () => {
  it('shows the gift it was just given, what happens next, and the ways on', async () => {
    remember('CAMPAIGN');
    const calls = stubFetch({ 'donations/track': { data: trackedDonation() } });
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
    expect(JSON.parse(String(calls.find((c) => c.path === 'donations/track')!.init!.body))).toEqual({ reference: 'FD-7K3M9QXA', phone: '+923001234567' });

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
    stubFetch({ 'donations/track': { data: trackedDonation({ module_code: moduleCode as 'BOOK' }) } });
    at('FD-7K3M9QXA');
    expect(screen.getByRole('link', { name })).toHaveAttribute('href', path);
  });

  it('opened later or elsewhere, without the phone, still shows the reference and the way to track it', () => {
    const calls = stubFetch({});
    at('fd-7k3m9qxa');
    expect(screen.getByText('FD-7K3M9QXA')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy reference' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Track my donation' })).toHaveAttribute('href', '/track-donation?reference=FD-7K3M9QXA');
    expect(calls.filter((c) => c.path === 'donations/track')).toEqual([]);
  });

  it('keeps the reference when the lookup fails', async () => {
    remember('DONATION');
    stubFetch({ 'donations/track': () => answer(429, { message: 'Too many requests. Please wait a moment and try again.' }) });
    at('FD-7K3M9QXA');
    expect(await screen.findByRole('link', { name: 'Track my donation' })).toBeInTheDocument();
    expect(screen.getByText('FD-7K3M9QXA')).toBeInTheDocument();
  });
});
