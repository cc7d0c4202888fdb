import { PageHero } from '../components/ui/page-hero';

export default function LessonsPage() {
  return <PageHero title="Lessons" />;
}
