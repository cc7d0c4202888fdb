import { PageHero } from '../components/ui/page-hero';

export default function AiPage() {
  return <PageHero title="AI courses" />;
}
