import { PageHero } from '../components/ui/page-hero';

export default function DonationPage() {
  return <PageHero title="Donate by wallet or bank transfer" />;
}
