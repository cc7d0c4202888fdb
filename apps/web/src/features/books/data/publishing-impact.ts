import type { Impact } from '../../../components/ui/impact-counters';

/** Spec point 9: the publishing page's figures. */
export const publishingImpact: Impact[] = [
  { label: 'Books Published', to: 100, suffix: '+' },
  { label: 'Books Translate', to: 100, suffix: '+' },
  { label: 'Active Readers', to: 1000, suffix: '+' },
];
