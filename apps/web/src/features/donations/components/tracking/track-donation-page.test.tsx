import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { trackingMessages as t } from '@foundation/contract/donation-messages';
import { renderAt, stubFetch } from '../../testing/render';
import { answer, trackedDonation } from '../../testing/tracked';
import { TrackDonationPage } from './track-donation-page';

const open = (query = '') => renderAt(`/track-donation${query}`, null, { '/track-donation': <TrackDonationPage /> });
const submit = () => screen.getByRole('button', { name: 'Track donation' });
const reference = () => screen.getByLabelText('Donation reference');
const phone = () => screen.getByLabelText('Phone number');

let user: ReturnType<typeof userEvent.setup>;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
});
async function lookUp(ref: string, tel: string) {
  await user.clear(reference());
  await user.type(reference(), ref);
  await user.clear(phone());
  await user.type(phone(), tel);
  await user.click(submit());
}

describe('Track my donation', () => {
  it('asks for both fields, under each, and focuses the first one missing', async () => {
    const calls = stubFetch({});
    open();
    await user.click(submit());
    expect(reference()).toHaveAccessibleDescription(expect.stringContaining(t.referenceRequired));
    expect(phone()).toHaveAccessibleDescription(expect.stringContaining(t.phoneRequired));
    expect(reference()).toHaveFocus();
    expect(calls).toEqual([]);
  });

  it("shows the server's 422 messages under their fields and focuses the first", async () => {
    stubFetch({ 'donations/track': () => answer(422, { message: 'The given data was invalid.', errors: { phone: [t.phoneFormat] } }) });
    open();
    await lookUp('FD-7K3M9QXA', '12');
    await waitFor(() => expect(phone()).toHaveFocus());
    expect(phone()).toHaveAttribute('aria-invalid', 'true');
    expect(phone()).toHaveAccessibleDescription(expect.stringContaining(t.phoneFormat));
    expect(reference()).not.toHaveAttribute('aria-invalid');
  });

  it('says the same thing for an unknown reference or a wrong phone', async () => {
    stubFetch({ 'donations/track': () => answer(404, { message: 'Not found.' }) });
    open();
    await lookUp('FD-7K3M9QXA', '+923001234567');
    expect(await screen.findByRole('alert')).toHaveTextContent(t.notFound);
  });

  it("passes on the server's words when asked too often", async () => {
    stubFetch({ 'donations/track': () => answer(429, { message: 'Too many requests. Please wait a moment and try again.' }) });
    open();
    await lookUp('FD-7K3M9QXA', '+923001234567');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please wait a moment and try again.');
  });

  it('prefills the reference from the link, shows a verified gift and downloads its receipt', async () => {
    const calls = stubFetch({
      'donations/track': { data: trackedDonation({ status: 'verified', reviewed_at: '2026-11-21T10:00:00.000Z', receipt_available: true }) },
      'donations/track/receipt-pdf': () => new Response('%PDF-1.4', { status: 200, headers: { 'content-type': 'application/pdf' } }),
    });
    URL.createObjectURL = vi.fn(() => 'blob:receipt');
    URL.revokeObjectURL = vi.fn();
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {});
    open('?reference=fd-7k3m9qxa');
    expect(reference()).toHaveValue('FD-7K3M9QXA');
    await user.type(phone(), '0300 1234567');
    await user.click(submit());

    const card = await screen.findByRole('region', { name: 'Donation FD-7K3M9QXA' });
    expect(card).toHaveTextContent('Verified');
    expect(card).toHaveTextContent('PKR 2,500.00');
    expect(card).toHaveTextContent('Jazz Cash');
    expect(card).toHaveTextContent('Clean water for Tharparkar');
    expect(card).toHaveTextContent('20 November 2026');
    expect(card).toHaveTextContent('21 November 2026');
    expect(screen.getByRole('heading', { name: 'Donation FD-7K3M9QXA' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Download receipt (PDF)' }));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    const link = clicked.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('receipt-FD-7K3M9QXA.pdf');
    expect(link.href).toBe('blob:receipt');
    const sent = calls.find((c) => c.path === 'donations/track/receipt-pdf')!;
    expect(JSON.parse(String(sent.init!.body))).toEqual({ reference: 'FD-7K3M9QXA', phone: '03001234567' });
  });

  it('gives the reason for a rejected gift, and what reached us of a partly received one', async () => {
    stubFetch({ 'donations/track': { data: trackedDonation({ status: 'rejected', rejection_reason: 'No payment from this number on that day.' }) } });
    const { unmount } = open();
    await lookUp('FD-7K3M9QXA', '+923001234567');
    const rejected = await screen.findByRole('region', { name: 'Donation FD-7K3M9QXA' });
    expect(rejected).toHaveTextContent('Rejected');
    expect(rejected).toHaveTextContent('No payment from this number on that day.');
    expect(screen.queryByRole('button', { name: 'Download receipt (PDF)' })).not.toBeInTheDocument();
    unmount();

    stubFetch({ 'donations/track': { data: trackedDonation({ status: 'partly_received', amount_received: 1500 }) } });
    open();
    await lookUp('FD-7K3M9QXA', '+923001234567');
    const partly = await screen.findByRole('region', { name: 'Donation FD-7K3M9QXA' });
    expect(partly).toHaveTextContent('Partly received');
    expect(partly).toHaveTextContent('Amount received');
    expect(partly).toHaveTextContent('PKR 1,500.00');
    expect(partly).toHaveTextContent(t.receiptNotReady);
  });

  it('tells a donor whose receipt was rejected what to do: give again with the same gift, or call or write', async () => {
    stubFetch({
      'donations/track': { data: trackedDonation({ status: 'rejected', module_code: 'DONATION', purpose: 'Well', campaign_id: null, amount: 2500, rejection_reason: 'The receipt shows another amount.' }) },
      settings: { data: { company_phone: '+92 42 111 222 333', company_email: 'help@foundation.example' } },
    });
    open();
    await lookUp('FD-7K3M9QXA', '+923001234567');
    const next = await screen.findByRole('region', { name: 'What you can do now' });
    expect(screen.getByRole('region', { name: 'Donation FD-7K3M9QXA' })).toHaveTextContent('The receipt shows another amount.');
    expect(within(next).getByRole('link', { name: 'Give again with the same details' })).toHaveAttribute('href', '/donation?type=DONATION&title=Well&amount=2500');
    expect(await within(next).findByRole('link', { name: '+92 42 111 222 333' })).toHaveAttribute('href', 'tel:+9242111222333');
    expect(within(next).getByRole('link', { name: 'help@foundation.example' })).toHaveAttribute('href', 'mailto:help@foundation.example');
    expect(next).toHaveTextContent('Questions about this donation? Call +92 42 111 222 333 or write to help@foundation.example.');
  });

  it("gives a rejected campaign gift again to the same campaign, and a book order to the same book", async () => {
    stubFetch({ 'donations/track': { data: trackedDonation({ status: 'rejected', module_code: 'CAMPAIGN', campaign_id: 3, amount: 5000 }) } });
    const { unmount } = open();
    await lookUp('FD-7K3M9QXA', '+923001234567');
    expect(await screen.findByRole('link', { name: 'Give again with the same details' })).toHaveAttribute('href', '/donation?type=CAMPAIGN&id=3&amount=5000');
    unmount();
    stubFetch({ 'donations/track': { data: trackedDonation({ status: 'rejected', module_code: 'BOOK', campaign_id: null, book_id: 7, purpose: 'Book: The Path, 2 copies' }) } });
    open();
    await lookUp('FD-7K3M9QXA', '+923001234567');
    expect(await screen.findByRole('link', { name: 'Order again with the same details' })).toHaveAttribute('href', '/donation?type=BOOK&id=7');
  });

  it('knows the phone already when the donor comes from their confirmation', () => {
    sessionStorage.setItem('last_manual_gift', JSON.stringify({ reference: 'FD-7K3M9QXA', phone: '+923001234567', moduleCode: 'DONATION', back: '/welfare' }));
    stubFetch({});
    open('?reference=FD-7K3M9QXA');
    expect(phone()).toHaveValue('+923001234567');
  });
});
