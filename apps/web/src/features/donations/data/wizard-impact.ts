import type { Impact } from '../../../components/ui/impact-counters';
import { m } from '../../../paraglide/messages.js';

/** Spec point 9: the card donation page's counters, 45, 140, 35 and 20 (read while rendering, in the page's language). */
export const wizardImpact = (): Impact[] => [
  { to: 45, suffix: '+', label: m.wizard_impact_education() },
  { to: 140, suffix: '+', label: m.wizard_impact_medical() },
  { to: 35, suffix: '+', label: m.wizard_impact_drives() },
  { to: 20, suffix: '+', label: m.wizard_impact_welfare() },
];
