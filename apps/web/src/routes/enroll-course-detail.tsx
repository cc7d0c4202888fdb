import { PageHero } from '../components/ui/page-hero';

export default function EnrollCourseDetailPage() {
  return <PageHero title="Course enrolment" />;
}
