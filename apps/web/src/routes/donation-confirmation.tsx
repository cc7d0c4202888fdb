import { usePageMeta } from '../lib/use-page-meta';
import { shellHeads } from '../app/shell-heads';
import { DonationConfirmationPage } from '../features/donations/components/confirmation/confirmation-page';

export default function DonationConfirmation() {
  const head = shellHeads.donationConfirmation();
  usePageMeta(head.title, head.description, head);
  return <DonationConfirmationPage />;
}
