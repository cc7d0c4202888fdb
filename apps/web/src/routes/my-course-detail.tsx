import { PageHero } from '../components/ui/page-hero';

export default function MyCourseDetailPage() {
  return <PageHero title="My course" />;
}
