import type { Impact } from '../../../components/ui/impact-counters';
import { m } from '../../../paraglide/messages.js';

/** Spec point 9: the welfare page counts to 1 (million), 1000, 100 and 500 (dollars). Call while rendering. */
export const welfareImpact = (): Impact[] => [
  { to: 1, suffix: m.about_welfare_impact_million(), label: m.about_welfare_impact_people() },
  { to: 1000, suffix: '+', label: m.about_welfare_impact_water() },
  { to: 100, suffix: '+', label: m.about_welfare_impact_camps() },
  { to: 500, prefix: '$', label: m.about_welfare_impact_handpump() },
];

/** A counter whose label is read when shown, so it is in the page's language. */
const counter = (label: () => string, figure: Omit<Impact, 'label'>): Impact => ({
  ...figure,
  get label() {
    return label();
  },
});

/**
 * Spec point 9: the donation page counts to 45, 140, 35 and 20. A list, as the donate page takes
 * it, whose labels are read only as the counters render.
 */
export const donationImpact: Impact[] = [
  counter(m.about_donation_impact_education, { to: 45, suffix: '+' }),
  counter(m.about_donation_impact_medical, { to: 140, suffix: '+' }),
  counter(m.about_donation_impact_drives, { to: 35, suffix: '+' }),
  counter(m.about_donation_impact_welfare, { to: 20, suffix: '+' }),
];
