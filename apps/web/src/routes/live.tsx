import { PageHero } from '../components/ui/page-hero';
import { LiveStreams } from '../features/live/components/live-streams';

/** /live: the foundation's gatherings as they happen, on Facebook, YouTube or as audio. */
export default function LivePage() {
  return (
    <>
      <title>Live | The Foundation</title>
      <PageHero eyebrow="Live" title="Join the gathering as it happens">
        <p>
          Our weekly zikr, Friday sermons and special gatherings stream on Facebook and YouTube. On a slow connection, the audio
          tab carries the sound alone; between broadcasts it plays recorded lectures.
        </p>
      </PageHero>
      <section aria-label="Live streams" className="bg-cream">
        <div className="mx-auto max-w-5xl px-4 py-12 sm:py-16">
          <LiveStreams />
        </div>
      </section>
    </>
  );
}
