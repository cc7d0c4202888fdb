import type { Impact } from '../../../components/ui/impact-counters';
import { m } from '../../../paraglide/messages.js';

/** Spec point 9: the home counters, in the page's language (call while rendering). */
export const homeImpact = (): Impact[] => [
  { label: m.about_education(), to: 45, suffix: '+', caption: m.about_home_impact_education() },
  { label: m.about_medical(), to: 140, suffix: '+', caption: m.about_home_impact_medical() },
  { label: m.about_home_impact_donation_label(), to: 35, suffix: '+', caption: m.about_home_impact_donation() },
  { label: m.about_welfare(), to: 20, suffix: '+', caption: m.about_home_impact_welfare() },
];
