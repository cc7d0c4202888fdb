import { PageHero } from '../components/ui/page-hero';

export default function MediaPage() {
  return <PageHero title="Videos and lectures" />;
}
