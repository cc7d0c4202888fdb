import { usePageMeta } from '../lib/use-page-meta';
import { TrackDonationPage } from '../features/donations/components/tracking/track-donation-page';

export default function TrackDonation() {
  usePageMeta('Track my donation', 'Follow a wallet or bank-transfer donation by its reference and phone number, and download its receipt once verified.');
  return <TrackDonationPage />;
}
