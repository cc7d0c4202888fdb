import { PageHero } from '../components/ui/page-hero';
import { LiveStreams } from '../features/live/components/live-streams';
import { usePageMeta } from '../lib/use-page-meta';
import { m } from '../paraglide/messages.js';

/** /live: the foundation's gatherings as they happen, on Facebook, YouTube or as audio. */
export default function LivePage() {
  usePageMeta(m.media_live_page_title(), m.media_live_intro());
  return (
    <>
      <PageHero eyebrow={m.media_live_eyebrow()} title={m.media_live_title()}>
        <p>{m.media_live_intro()}</p>
      </PageHero>
      <section aria-label={m.media_live_streams_label()} className="bg-cream">
        <div className="mx-auto max-w-5xl px-4 py-12 sm:py-16">
          <LiveStreams />
        </div>
      </section>
    </>
  );
}
