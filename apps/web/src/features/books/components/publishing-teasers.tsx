import { FeatureCards, type Feature } from '../../../components/ui/feature-cards';
import { ArrowIcon, BookIcon, CapIcon, PersonIcon } from '../../../components/icons';
import { m } from '../../../paraglide/messages.js';

/** Three kinds of books we publish, in the page's language (call while rendering). */
const teasers = (): Feature[] => [
  { icon: BookIcon, title: m.media_publishing_teaser_faith_title(), text: m.media_publishing_teaser_faith_text() },
  { icon: PersonIcon, title: m.media_publishing_teaser_history_title(), text: m.media_publishing_teaser_history_text() },
  { icon: CapIcon, title: m.media_publishing_teaser_children_title(), text: m.media_publishing_teaser_children_text() },
];

/** Three kinds of books we publish, each pointing down to the library. */
export function PublishingTeasers() {
  const browse = (
    <a href="#library" className="flex items-center gap-2 font-semibold text-brand-700 hover:text-brand-900">
      {m.media_publishing_browse()} <ArrowIcon className="rtl:-scale-x-100" />
    </a>
  );
  return <FeatureCards label={m.media_publishing_teasers_label()} features={teasers()} iconClass="bg-gold-300/40 text-gold-700" footer={browse} />;
}
