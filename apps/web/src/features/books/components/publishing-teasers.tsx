import { FeatureCards, type Feature } from '../../../components/ui/feature-cards';
import { ArrowIcon, BookIcon, CapIcon, PersonIcon } from '../../../components/icons';

const teasers: Feature[] = [
  {
    icon: BookIcon,
    title: 'Faith and the inner life',
    text: 'Translations, commentaries and gentle guides to prayer, remembrance and the work of the heart.',
  },
  {
    icon: PersonIcon,
    title: 'History and biography',
    text: 'The saints, scholars and reformers who shaped this land, told plainly for readers of today.',
  },
  {
    icon: CapIcon,
    title: 'Children and family',
    text: 'Illustrated stories and first readers that carry good character home, in Urdu and English.',
  },
];

/** Three kinds of books we publish, each pointing down to the library. */
export function PublishingTeasers() {
  const browse = (
    <a href="#library" className="flex items-center gap-2 font-semibold text-brand-700 hover:text-brand-900">
      Browse the library <ArrowIcon />
    </a>
  );
  return <FeatureCards label="What we publish" features={teasers} iconClass="bg-gold-300/40 text-gold-700" footer={browse} />;
}
