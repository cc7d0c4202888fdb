import { usePageMeta } from '../lib/use-page-meta';
import { m } from '../paraglide/messages.js';
import { DonationConfirmationPage } from '../features/donations/components/confirmation/confirmation-page';

export default function DonationConfirmation() {
  usePageMeta(m.manual_meta_confirm_title(), m.manual_meta_confirm_description());
  return <DonationConfirmationPage />;
}
