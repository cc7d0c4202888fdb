import { PageHero } from '../components/ui/page-hero';

export default function PublishingPage() {
  return <PageHero title="Publishing" />;
}
