import type { Impact } from '../../../components/ui/impact-counters';

/** Spec point 9: the card donation page's counters, 45, 140, 35 and 20. */
export const wizardImpact: Impact[] = [
  { to: 45, suffix: '+', label: 'Education programmes' },
  { to: 140, suffix: '+', label: 'Medical camps' },
  { to: 35, suffix: '+', label: 'Donation drives' },
  { to: 20, suffix: '+', label: 'Welfare projects' },
];
