import { FeatureCards, type Feature } from '../../../../components/ui/feature-cards';
import { GivingIcon, GlobeIcon, InstitutionIcon } from '../../../../components/icons';

const highlights: Feature[] = [
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
  return <FeatureCards label="Why learn with us" features={highlights} iconClass="bg-brand-50 text-brand-700" />;
}
