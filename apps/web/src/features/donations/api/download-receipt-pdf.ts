import type { TrackDonationBody } from '@foundation/contract/donation-tracking';
import { messages } from '@foundation/contract/messages';
import { ApiError, NetworkError, apiUrl } from '../../../lib/api-client';

/**
 * POST /api/donations/track/receipt-pdf. Its own fetch rather than the api client's: the answer is
 * a PDF to keep as bytes, not JSON. Failures are the same ApiError / NetworkError as everywhere.
 */
export async function downloadReceiptPdf(body: TrackDonationBody): Promise<Blob> {
  let res: Response;
  try {
    res = await fetch(apiUrl('donations/track/receipt-pdf'), {
      method: 'POST',
      headers: { Accept: 'application/pdf', 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw new NetworkError(messages.networkError);
  }
  if (res.ok) return res.blob();
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    /* a text body is kept for the message */
  }
  throw new ApiError(res.status, parsed);
}
