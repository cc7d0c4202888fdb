import { Link } from 'wouter';
import { PageHero } from '../components/ui/page-hero';
import { PageSection } from '../components/ui/page-section';
import { Spinner } from '../components/ui/spinner';
import { WhenVisible } from '../components/ui/when-visible';
import { LectureBrowser } from '../features/lectures/components/lecture-browser';
import { PlaylistsSection } from '../features/media/components/playlists-section';
import { href } from '../lib/routes';
import { usePageMeta } from '../lib/use-page-meta';
import { m } from '../paraglide/messages.js';

/** /video&lecture: audio lectures, then video playlists (loaded as they scroll into view). */
export default function MediaPage() {
  usePageMeta(m.media_media_title(), m.media_media_meta_description());
  return (
    <>
      <PageHero eyebrow={m.media_media_eyebrow()} title={m.media_media_title()}>
        <p>
          {m.media_media_intro()}{' '}
          <Link to={href('live')} className="font-semibold text-gold-300 underline underline-offset-4 hover:text-white">
            {m.media_media_intro_link()}
          </Link>
          {m.media_media_intro_end()}
        </p>
      </PageHero>
      <PageSection id="lectures-heading" eyebrow={m.media_lectures_eyebrow()} title={m.media_lectures_title()} intro={m.media_lectures_intro()}>
        <LectureBrowser />
      </PageSection>
      <PageSection
        id="playlists-heading"
        eyebrow={m.media_playlists_eyebrow()}
        title={m.media_playlists_title()}
        intro={m.media_playlists_intro()}
        className="border-t border-brand-100 bg-white"
      >
        <WhenVisible fallback={<Spinner label={m.media_playlists_loading()} />}>
          <PlaylistsSection />
        </WhenVisible>
      </PageSection>
    </>
  );
}
