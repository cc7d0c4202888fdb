import { Link } from 'wouter';
import { PageHero } from '../components/ui/page-hero';
import { PageSection } from '../components/ui/page-section';
import { Spinner } from '../components/ui/spinner';
import { WhenVisible } from '../components/ui/when-visible';
import { LectureBrowser } from '../features/lectures/components/lecture-browser';
import { PlaylistsSection } from '../features/media/components/playlists-section';
import { href } from '../lib/routes';

/** /video&lecture: audio lectures, then video playlists (loaded as they scroll into view). */
export default function MediaPage() {
  return (
    <>
      <title>Lectures and videos | The Foundation</title>
      <PageHero eyebrow="Media" title="Lectures and videos">
        <p>
          Talks on remembrance, the Qur'an and good character from our gatherings since 1985, free to hear and share. Join a
          gathering as it happens on the{' '}
          <Link to={href('live')} className="font-semibold text-gold-300 underline underline-offset-4 hover:text-white">
            live page
          </Link>
          .
        </p>
      </PageHero>
      <PageSection id="lectures-heading" eyebrow="Audio lectures" title="Listen and reflect" intro="Choose a theme or search by title, then open a lecture to listen to it in full.">
        <LectureBrowser />
      </PageSection>
      <PageSection
        id="playlists-heading"
        eyebrow="Video playlists"
        title="Watch our gatherings"
        intro="Recorded zikr gatherings, Friday sermons and lessons, arranged as playlists."
        className="border-t border-brand-100 bg-white"
      >
        <WhenVisible fallback={<Spinner label="Loading playlists" />}>
          <PlaylistsSection />
        </WhenVisible>
      </PageSection>
    </>
  );
}
