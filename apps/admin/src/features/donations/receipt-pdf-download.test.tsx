import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { reviewMessages } from '@foundation/contract/donation-review';
import { trackingMessages } from '@foundation/contract/donation-messages';
import { detail, json, renderApp, signedIn, stubFetch, urls } from '../../test/helpers';

const pdf = () => new Response('%PDF-1.4', { status: 200, headers: { 'content-type': 'application/pdf' } });
const image = () => new Response('png', { status: 200, headers: { 'content-type': 'image/png' } });

/** The donation API for donation 41 in the given state; `receiptPdf` answers the PDF download. */
function api(over: Parameters<typeof detail>[0], receiptPdf: () => Response = pdf) {
  return stubFetch((url) => {
    if (url.endsWith('/receipt-pdf')) return receiptPdf();
    if (url.endsWith('/receipt')) return image();
    return json(200, { data: detail(over) });
  });
}

describe('receipt PDF in the back office', () => {
  it('downloads a verified gift\'s receipt PDF with the staff token, from the keyboard, on a page axe finds clean', async () => {
    signedIn();
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:receipt-pdf');
    const saved: HTMLAnchorElement[] = [];
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this);
    });
    const fetch = api({ status: 'verified', donor_name: 'Zainab Ali', email: 'zainab@example.pk', reviewed_by: 'Ayesha Reviewer', reviewed_at: '2026-03-02T05:00:00Z' });
    const { container } = renderApp('/donations/41');
    const button = await screen.findByRole('button', { name: reviewMessages.downloadReceiptPdf });
    // Who gave, and where they hear back, are on the page beside it.
    expect(screen.getByText('Zainab Ali')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'zainab@example.pk' })).toHaveAttribute('href', 'mailto:zainab@example.pk');

    button.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
    expect(saved[0]).toMatchObject({ href: 'blob:receipt-pdf', download: 'receipt-FD-20260301-ABC123.pdf' });
    const call = fetch.mock.calls.find(([url]) => String(url).endsWith('/receipt-pdf'))!;
    expect(String(call[0])).toBe('/api/admin/donations/41/receipt-pdf');
    expect(new Headers(call[1]?.headers).get('authorization')).toBe('Bearer staff-token');
    expect(button).toBeEnabled();

    const { violations } = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  it('says why when the server has no receipt to give', async () => {
    signedIn();
    api({ status: 'succeeded', payment_method: 'card', has_receipt: false, receipt_type: null }, () => json(409, { message: trackingMessages.receiptNotReady }));
    renderApp('/donations/41');
    await userEvent.click(await screen.findByRole('button', { name: reviewMessages.downloadReceiptPdf }));
    expect(await screen.findByRole('alert')).toHaveTextContent(trackingMessages.receiptNotReady);
  });

  it('is not offered before the gift is verified, nor after it is rejected', async () => {
    for (const status of ['pending_review', 'rejected', 'pending', 'failed'] as const) {
      signedIn();
      const fetch = api({ status });
      const { unmount } = renderApp('/donations/41');
      expect(await screen.findByRole('heading', { level: 1, name: 'Donation FD-20260301-ABC123' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: reviewMessages.downloadReceiptPdf })).not.toBeInTheDocument();
      expect(urls(fetch).some((u) => u.endsWith('/receipt-pdf'))).toBe(false);
      unmount();
    }
  });
});
