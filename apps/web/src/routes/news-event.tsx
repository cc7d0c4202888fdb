import { PageHero } from '../components/ui/page-hero';

export default function NewsEventPage() {
  return <PageHero title="News and events" />;
}
