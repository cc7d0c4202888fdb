import { PageHero } from '../components/ui/page-hero';

export default function HomePage() {
  return <PageHero title="Guidance, education and welfare since 1985" />;
}
