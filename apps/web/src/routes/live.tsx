import { PageHero } from '../components/ui/page-hero';

export default function LivePage() {
  return <PageHero title="Live" />;
}
