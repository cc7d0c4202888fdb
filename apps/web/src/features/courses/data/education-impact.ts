import type { Impact } from '../../../components/ui/impact-counters';
import { m } from '../../../paraglide/messages.js';

/**
 * Spec point 9: the education page's figures; the start year counts from 1985 up to 2025.
 * Called while rendering, in the page's language.
 */
export const educationImpact = (): Impact[] => [
  { label: m.learn_impact_serving_since(), from: 1985, to: 2025, group: false },
  { label: m.learn_impact_institutes(), to: 50, suffix: '+' },
  { label: m.learn_impact_total_courses(), to: 140, suffix: '+' },
  { label: m.learn_impact_successful(), to: 80, suffix: '%' },
];
