import { PageHero } from '../components/ui/page-hero';

export default function SingleBlogPage() {
  return <PageHero title="Blog" />;
}
