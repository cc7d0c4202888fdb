import { PageHero } from '../components/ui/page-hero';

export default function ContactPage() {
  return <PageHero title="Contact us" />;
}
