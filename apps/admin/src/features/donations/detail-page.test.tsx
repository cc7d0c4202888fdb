import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { reviewMessages } from '@foundation/contract/donation-review';
import { staffMessages } from '@foundation/contract/staff';
import { detail, json, renderApp, signedIn, stubFetch, urls } from '../../test/helpers';

const png = () => new Response('png', { status: 200, headers: { 'content-type': 'image/png' } });

/** The donation API: detail, receipt, and `review` answering POSTs. */
function api(review: (body: Record<string, unknown>) => Response = () => json(500, {}), shown = detail()) {
  return stubFetch((url, init) => {
    if (url.endsWith('/receipt')) return png();
    if (url.endsWith('/review')) return review(JSON.parse(String(init.body)));
    if (url.includes('/donations/41')) return json(200, { data: shown });
    return json(200, { data: [], total: 0, page: 1, per_page: 25, counts: {} });
  });
}

describe('donation detail', () => {
  it('shows every field and the receipt image named by its reference', async () => {
    signedIn();
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:receipt-41');
    api();
    renderApp('/donations/41');
    expect(await screen.findByRole('heading', { level: 1, name: 'Donation FD-20260301-ABC123' })).toBeInTheDocument();
    expect(screen.getByText('Water for a family')).toBeInTheDocument();
    expect(screen.getByText('Lahore, Pakistan')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Receipt for donation FD-20260301-ABC123' })).toHaveAttribute('src', 'blob:receipt-41');
    expect(screen.getByRole('link', { name: 'Download receipt' })).toHaveAttribute('download', 'FD-20260301-ABC123-receipt.png');
  });

  it('will not reject without a note, first in the browser and then as the server says', async () => {
    signedIn();
    const fetch = api(() => json(422, { message: reviewMessages.noteRequired, errors: { note: [reviewMessages.noteRequired] } }));
    renderApp('/donations/41');
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject Rs 1,500 from FD-20260301-ABC123?' });
    const note = within(dialog).getByLabelText(/Reason for rejecting/);
    expect(note).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(note).toHaveAccessibleDescription(reviewMessages.noteRequired);
    expect(urls(fetch).some((u) => u.endsWith('/review'))).toBe(false);

    // Whitespace passes the browser's eye but not the server's.
    await userEvent.type(note, 'x');
    fetch.mockClear();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(urls(fetch)).toContain('/api/admin/donations/41/review'));
    expect(await within(dialog).findByText(reviewMessages.noteRequired)).toBeInTheDocument();
  });

  it('verifies after confirmation, says so politely and hides the actions', async () => {
    signedIn();
    const reviewed = detail({ status: 'verified', reviewed_by: 'Ayesha Reviewer', reviewed_at: '2026-03-02T05:00:00Z' });
    const fetch = api((body) => {
      expect(body).toEqual({ status: 'verified', note: '', received_amount: 1500, transaction_id: '' });
      return json(200, { message: reviewMessages.verified, data: reviewed });
    });
    renderApp('/donations/41');
    await userEvent.click(await screen.findByRole('button', { name: 'Verify' }));
    const dialog = screen.getByRole('dialog', { name: 'Verify Rs 1,500 from FD-20260301-ABC123?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('status')).toHaveTextContent(reviewMessages.verified);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verify' })).not.toBeInTheDocument();
    expect(screen.getAllByText('Verified').length).toBeGreaterThan(0);
    expect(screen.getByText('Reviewed by').parentElement).toHaveTextContent('Reviewed byAyesha Reviewer');
    expect(urls(fetch).filter((u) => u.endsWith('/donations/41'))).toHaveLength(1);
  });

  it('verifies part of a gift: the amount that arrived and the transaction id, checked first in the browser', async () => {
    signedIn();
    const partly = detail({ status: 'verified', amount_received: 1000, transaction_id: 'JC-77' });
    const fetch = api((body) => {
      expect(body).toEqual({ status: 'verified', note: '', received_amount: 1000, transaction_id: 'JC-77' });
      return json(200, { message: reviewMessages.partlyVerified(1000, 1500), data: partly });
    });
    renderApp('/donations/41');
    await userEvent.click(await screen.findByRole('button', { name: 'Verify' }));
    const dialog = screen.getByRole('dialog');
    const amount = within(dialog).getByLabelText('Amount received (Rs)');
    expect(amount).toHaveValue('1500');
    await userEvent.clear(amount);
    await userEvent.type(amount, '1,600');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(amount).toHaveFocus();
    expect(amount).toHaveAccessibleDescription(expect.stringContaining(reviewMessages.receivedAbovePledged(1500)));
    expect(urls(fetch).some((u) => u.endsWith('/review'))).toBe(false);

    await userEvent.clear(amount);
    await userEvent.type(amount, '1,000');
    await userEvent.type(within(dialog).getByLabelText(/Transaction id/), 'JC-77');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('status')).toHaveTextContent(reviewMessages.partlyVerified(1000, 1500));
    expect(screen.getByText('Amount received').parentElement).toHaveTextContent('Rs 1,000 (part of the gift)');
    expect(screen.getByText('Transaction id').parentElement).toHaveTextContent('JC-77');
  });

  it('warns of a receipt that looks like another gift\'s, linking to it', async () => {
    signedIn();
    api(undefined, detail({ duplicates: [{ id: 7, reference: 'FD-7K3M9QXA', created_at: '2026-02-27T20:00:00Z', status: 'verified', reasons: ['same_file', 'same_transaction_id'] }] }));
    renderApp('/donations/41');
    const warning = await screen.findByRole('region', { name: 'Possible duplicate receipt' });
    // 20:00 UTC on 27 February is 28 February in Karachi.
    expect(warning).toHaveTextContent('This receipt looks like the one of gift FD-7K3M9QXA (28 Feb 2026). It has the same file and the same transaction id.');
    expect(within(warning).getByRole('link', { name: 'FD-7K3M9QXA' })).toHaveAttribute('href', '/donations/7');
  });

  it('when someone else got there first, says so and loads the donation again', async () => {
    signedIn();
    const fetch = api(() => json(409, { message: reviewMessages.notReviewable }));
    renderApp('/donations/41');
    await userEvent.click(await screen.findByRole('button', { name: 'Verify' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(reviewMessages.notReviewable);
    await waitFor(() => expect(urls(fetch).filter((u) => u.endsWith('/donations/41'))).toHaveLength(2));
  });

  it('offers a PDF receipt as a button that opens it', async () => {
    signedIn();
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:pdf');
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    stubFetch((url) =>
      url.endsWith('/receipt')
        ? new Response('%PDF', { headers: { 'content-type': 'application/pdf' } })
        : json(200, { data: detail({ receipt_type: 'application/pdf', status: 'verified' }) }),
    );
    renderApp('/donations/41');
    await userEvent.click(await screen.findByRole('button', { name: 'Open receipt (PDF)' }));
    expect(open).toHaveBeenCalledWith('blob:pdf', '_blank', 'noopener');
    expect(screen.queryByRole('button', { name: 'Verify' })).not.toBeInTheDocument();
  });

  it('a 401 while reviewing returns to sign-in with the signed-out message', async () => {
    signedIn();
    api(() => json(401, { message: staffMessages.signedOut }));
    renderApp('/donations/41');
    await userEvent.click(await screen.findByRole('button', { name: 'Verify' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(staffMessages.signedOut);
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
  });
});
