import { PageHero } from '../components/ui/page-hero';

export default function CourseListingPage() {
  return <PageHero title="My courses" />;
}
