import type { Impact } from '../../../components/ui/impact-counters';

/** Spec point 9: the welfare page counts to 1 (million), 1000, 100 and 500 (dollars). */
export const welfareImpact: Impact[] = [
  { to: 1, suffix: ' Million+', label: 'people reached with food, water and care' },
  { to: 1000, suffix: '+', label: 'wells, handpumps and water plants built' },
  { to: 100, suffix: '+', label: 'free medical camps held every year' },
  { to: 500, prefix: '$', label: 'builds a handpump for a whole village' },
];

/** Spec point 9: the donation page counts to 45, 140, 35 and 20. */
export const donationImpact: Impact[] = [
  { to: 45, suffix: '+', label: 'schools and education centres supported' },
  { to: 140, suffix: '+', label: 'medical camps held across Pakistan' },
  { to: 35, suffix: '+', label: 'donation drives completed' },
  { to: 20, suffix: '+', label: 'welfare programmes running today' },
];
