import { CardGrid } from '../../../components/ui/card-grid';
import { VideoEmbed } from '../../../components/ui/video-embed';
import { homeBands } from '../data/bands';
import { HomeSection } from './home-section';
import { POSTER, homeVideos, youtubeEmbed } from '../data/videos';

const videos = [
  { id: homeVideos.weeklyGathering, title: 'The weekly gathering of remembrance' },
  { id: homeVideos.scoutsCamp, title: 'A weekend with our scouts' },
  { id: homeVideos.waterProject, title: 'A new well for a village in Thar' },
];

/** A few talks and reports; each player loads only when its poster is pressed. */
export function MediaVideos() {
  return (
    <HomeSection {...homeBands.media}>
      <CardGrid reveal items={videos} keyOf={(video) => video.id} className="grid gap-6 md:grid-cols-3">
        {(video) => <VideoEmbed embedUrl={youtubeEmbed(video.id)} title={video.title} thumbnail={POSTER} className="shadow-lg" />}
      </CardGrid>
    </HomeSection>
  );
}
