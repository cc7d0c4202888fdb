import { usePageMeta } from '../lib/use-page-meta';
import { DonationConfirmationPage } from '../features/donations/components/confirmation/confirmation-page';

export default function DonationConfirmation() {
  usePageMeta('Thank you for your donation', 'Your donation reference, what happens next, and how to follow your gift until it is verified.');
  return <DonationConfirmationPage />;
}
