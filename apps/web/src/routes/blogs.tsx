import { PageHero } from '../components/ui/page-hero';

export default function BlogsPage() {
  return <PageHero title="Blogs" />;
}
