// Types only: the schemas themselves would bring zod into the page.
import type { TrackDonationBody, TrackDonationResponse, TrackedDonation } from '@foundation/contract/donation-tracking';
import { api } from '../../../lib/api-client';

/** POST /api/donations/track: a gift by its reference and the phone it was given with. */
export const trackDonation = (body: TrackDonationBody): Promise<TrackedDonation> =>
  api.post<TrackDonationResponse>('donations/track', body).then((r) => r.data);
