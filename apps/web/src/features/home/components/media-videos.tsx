import { paths } from '@foundation/contract/routes';
import { Reveal } from '../../../components/ui/reveal';
import { VideoEmbed } from '../../../components/ui/video-embed';
import { HomeSection, MoreLink } from './home-section';
import { POSTER, homeVideos, youtubeEmbed } from '../data/videos';

const videos = [
  { id: homeVideos.weeklyGathering, title: 'The weekly gathering of remembrance' },
  { id: homeVideos.scoutsCamp, title: 'A weekend with our scouts' },
  { id: homeVideos.waterProject, title: 'A new well for a village in Thar' },
];

/** A few talks and reports; each player loads only when its poster is pressed. */
export function MediaVideos() {
  return (
    <HomeSection
      eyebrow="Watch and listen"
      title="From our gatherings to your screen"
      intro="Lectures, reports from the field and live gatherings, free to watch wherever you are."
      className="bg-white"
      aside={<MoreLink to={paths.media}>All lectures and videos</MoreLink>}
    >
      <Reveal as="ul" className="grid gap-6 md:grid-cols-3">
        {videos.map((video) => (
          <li key={video.id}>
            <VideoEmbed embedUrl={youtubeEmbed(video.id)} title={video.title} thumbnail={POSTER} className="shadow-lg" />
          </li>
        ))}
      </Reveal>
    </HomeSection>
  );
}
