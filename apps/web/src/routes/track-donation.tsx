import { usePageMeta } from '../lib/use-page-meta';
import { m } from '../paraglide/messages.js';
import { TrackDonationPage } from '../features/donations/components/tracking/track-donation-page';

export default function TrackDonation() {
  usePageMeta(m.manual_track_title(), m.manual_meta_track_description());
  return <TrackDonationPage />;
}
