import { PageHero } from '../components/ui/page-hero';

export default function WelfarePage() {
  return <PageHero title="Welfare" />;
}
