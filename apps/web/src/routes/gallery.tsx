import { PageHero } from '../components/ui/page-hero';

export default function GalleryPage() {
  return <PageHero title="Gallery" />;
}
