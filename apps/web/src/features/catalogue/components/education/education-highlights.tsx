import { Reveal } from '../../../../components/ui/reveal';
import { GlobeIcon, GivingIcon, InstitutionIcon } from '../icons';

const highlights = [
  {
    icon: InstitutionIcon,
    title: 'Facilities that welcome',
    text: 'Classrooms, computer labs and quiet libraries in our institutes, open to every student who walks in — and online for those who cannot.',
  },
  {
    icon: GlobeIcon,
    title: 'Free access, always',
    text: 'Every course, lecture and book we offer is free. No fees and no paywalls: only a wish to learn and the patience to keep going.',
  },
  {
    icon: GivingIcon,
    title: 'Real impact',
    text: 'Our graduates teach in their villages, lead their mosques and schools, and many return to us as volunteers for the next class.',
  },
];

/** The three highlight blocks that open the education page. */
export function EducationHighlights() {
  return (
    <section aria-label="Why learn with us" className="relative z-10 mx-auto -mt-10 grid max-w-7xl gap-6 px-4 md:grid-cols-3">
      {highlights.map(({ icon: Icon, title, text }) => (
        <Reveal key={title} variant="instant" className="rounded-2xl bg-white p-7 shadow-lg ring-1 ring-brand-100">
          <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <Icon className="size-7" />
          </span>
          <h2 className="mt-5 text-2xl text-brand-800">{title}</h2>
          <p className="mt-3 text-muted">{text}</p>
        </Reveal>
      ))}
    </section>
  );
}
