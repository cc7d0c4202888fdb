import { PageHero } from '../components/ui/page-hero';

export default function EducationPage() {
  return <PageHero title="Education" />;
}
