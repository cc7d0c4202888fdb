import { PageHero } from '../components/ui/page-hero';

export default function DonatePage() {
  return <PageHero title="Donate" />;
}
