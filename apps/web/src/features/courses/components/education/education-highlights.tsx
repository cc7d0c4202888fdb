import { FeatureCards, type Feature } from '../../../../components/ui/feature-cards';
import { GivingIcon, GlobeIcon, InstitutionIcon } from '../../../../components/icons';
import { m } from '../../../../paraglide/messages.js';

const highlights = (): Feature[] => [
  { icon: InstitutionIcon, title: m.learn_highlight_facilities_title(), text: m.learn_highlight_facilities_text() },
  { icon: GlobeIcon, title: m.learn_highlight_free_title(), text: m.learn_highlight_free_text() },
  { icon: GivingIcon, title: m.learn_highlight_impact_title(), text: m.learn_highlight_impact_text() },
];

/** The three highlight blocks that open the education page. */
export function EducationHighlights() {
  return <FeatureCards label={m.learn_highlights_label()} features={highlights()} iconClass="bg-brand-50 text-brand-700" />;
}
