import { Reveal } from '../../../components/ui/reveal';
import { ArrowIcon, BookIcon, CapIcon, PersonIcon } from '../../catalogue/components/icons';

const teasers = [
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
  return (
    <section aria-label="What we publish" className="relative z-10 mx-auto -mt-10 grid max-w-7xl gap-6 px-4 md:grid-cols-3">
      {teasers.map(({ icon: Icon, title, text }) => (
        <Reveal key={title} variant="instant" className="flex flex-col rounded-2xl bg-white p-7 shadow-lg ring-1 ring-brand-100">
          <span className="flex size-12 items-center justify-center rounded-xl bg-gold-300/40 text-gold-700">
            <Icon className="size-7" />
          </span>
          <h2 className="mt-5 text-2xl text-brand-800">{title}</h2>
          <p className="mt-3 mb-5 text-muted">{text}</p>
          <a href="#library" className="mt-auto flex items-center gap-2 font-semibold text-brand-700 hover:text-brand-900">
            Browse the library <ArrowIcon />
          </a>
        </Reveal>
      ))}
    </section>
  );
}
