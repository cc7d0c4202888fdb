import type { Impact } from '../../../components/ui/impact-counters';

/** Spec point 9: the home counters. */
export const homeImpact: Impact[] = [
  { label: 'Education', to: 45, suffix: '+', caption: 'schools and study centres supported' },
  { label: 'Medical', to: 140, suffix: '+', caption: 'free medical camps held' },
  { label: 'Donation', to: 35, suffix: '+', caption: 'giving campaigns completed' },
  { label: 'Welfare', to: 20, suffix: '+', caption: 'welfare programmes running' },
];
