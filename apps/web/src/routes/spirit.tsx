import { PageHero } from '../components/ui/page-hero';

export default function SpiritPage() {
  return <PageHero title="Spirituality" />;
}
