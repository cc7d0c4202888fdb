import { queryOptions, useQuery } from '@tanstack/react-query';
// Types only: the schemas themselves would bring zod into the page.
import type { TrackDonationBody, TrackDonationResponse, TrackedDonation } from '@foundation/contract/donation-tracking';
import { api } from '../../../lib/api-client';

/** POST /api/donations/track: a gift by its reference and the phone it was given with. */
export const trackDonation = (body: TrackDonationBody): Promise<TrackedDonation> =>
  api.post<TrackDonationResponse>('donations/track', body).then((r) => r.data);

export const trackDonationQueryOptions = (body: TrackDonationBody | null) =>
  queryOptions({
    queryKey: ['donation-track', body?.reference, body?.phone],
    queryFn: () => trackDonation(body!),
    enabled: body !== null,
    // The endpoint is rate limited and a 404 will not turn into a gift by asking again.
    retry: false,
    staleTime: 60_000,
  });

/** The confirmation page's view of the gift it was just given; nothing when it has no phone. */
export const useTrackedDonation = (body: TrackDonationBody | null) => useQuery(trackDonationQueryOptions(body));
