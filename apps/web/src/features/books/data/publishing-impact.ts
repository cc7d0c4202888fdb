import type { Impact } from '../../../components/ui/impact-counters';
import { m } from '../../../paraglide/messages.js';

/** Spec point 9: the publishing page's figures, labelled in the page's language (call while rendering). */
export const publishingImpact = (): Impact[] => [
  { label: m.media_publishing_impact_published(), to: 100, suffix: '+' },
  { label: m.media_publishing_impact_translated(), to: 100, suffix: '+' },
  { label: m.media_publishing_impact_readers(), to: 1000, suffix: '+' },
];
