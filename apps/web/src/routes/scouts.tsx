import { PageHero } from '../components/ui/page-hero';

export default function ScoutsPage() {
  return <PageHero title="Scouts" />;
}
