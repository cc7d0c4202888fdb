import { PageHero } from '../components/ui/page-hero';

export default function CourseDetailPage() {
  return <PageHero title="Course" />;
}
