import type { Impact } from '../../../components/ui/impact-counters';

/** Spec point 9: the education page's figures; the start year counts from 1985 up to 2025. */
export const educationImpact: Impact[] = [
  { label: 'Serving since', from: 1985, to: 2025, group: false },
  { label: 'Institutes', to: 50, suffix: '+' },
  { label: 'Total courses', to: 140, suffix: '+' },
  { label: 'Successful students', to: 80, suffix: '%' },
];
