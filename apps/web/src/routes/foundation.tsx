import { PageHero } from '../components/ui/page-hero';

export default function FoundationPage() {
  return <PageHero title="About the foundation" />;
}
