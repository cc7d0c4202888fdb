import { PageHero } from '../components/ui/page-hero';

export default function VideoDetailPage() {
  return <PageHero title="Lecture" />;
}
