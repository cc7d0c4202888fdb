import { queryOptions, useQuery } from '@tanstack/react-query';
// Types only: the schemas themselves would bring zod into the page.
import type { DonationConfirmationBody, TrackDonationResponse, TrackedDonation } from '@foundation/contract/donation-tracking';
import { api } from '../../../lib/api-client';

/** POST /api/donations/confirmation: the gift just given, by its reference and the key its submission answered with. */
export const confirmDonation = (body: DonationConfirmationBody): Promise<TrackedDonation> =>
  api.post<TrackDonationResponse>('donations/confirmation', body).then((r) => r.data);

export const confirmDonationQueryOptions = (body: DonationConfirmationBody | null) =>
  queryOptions({
    queryKey: ['donation-confirmation', body?.reference, body?.key],
    queryFn: () => confirmDonation(body!),
    enabled: body !== null,
    // A failure is said on the page with a Try again button: the donor decides when to ask again.
    retry: false,
    staleTime: 60_000,
  });

/** The confirmation page's view of the gift it was just given; nothing without the key. */
export const useConfirmedDonation = (body: DonationConfirmationBody | null) => useQuery(confirmDonationQueryOptions(body));
