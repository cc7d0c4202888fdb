import type { TrackedDonation } from '@foundation/contract/donation-tracking';

/** A gift as POST /api/donations/track (and /confirmation) describes it: a JazzCash gift waiting for its check. */
export const trackedDonation = (overrides: Partial<TrackedDonation> = {}): TrackedDonation => ({
  reference: 'FD-7K3M9QXA',
  status: 'received',
  amount: 2500,
  amount_received: null,
  currency: 'pkr',
  payment_method: 'jazz_cash',
  module_code: 'CAMPAIGN',
  purpose: 'Clean water for Tharparkar',
  fund: 'Sadaqah',
  campaign_id: 3,
  book_id: null,
  donor_name: 'Bilal Ahmed',
  created_at: '2026-11-20T09:30:00.000Z',
  reviewed_at: null,
  rejection_reason: null,
  receipt_available: false,
  ...overrides,
});

/** A JSON answer from the API with a status, for stubFetch routes. */
export const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
