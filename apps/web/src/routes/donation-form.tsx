import { PageHero } from '../components/ui/page-hero';

export default function DonationFormPage() {
  return <PageHero title="Donate by card" />;
}
