import { CardGrid } from '../../../components/ui/card-grid';
import { VideoEmbed } from '../../../components/ui/video-embed';
import { homeBands } from '../data/bands';
import { HomeSection } from './home-section';
import { POSTER, homeVideos, youtubeEmbed } from '../data/videos';
import { m } from '../../../paraglide/messages.js';

const videos = [
  { id: homeVideos.weeklyGathering, title: m.about_video_weekly_gathering },
  { id: homeVideos.scoutsCamp, title: m.about_video_scouts_camp },
  { id: homeVideos.waterProject, title: m.about_video_water_project },
];

/** A few talks and reports; each player loads only when its poster is pressed. */
export function MediaVideos() {
  return (
    <HomeSection {...homeBands.media()}>
      <CardGrid reveal items={videos} keyOf={(video) => video.id} className="grid gap-6 md:grid-cols-3">
        {(video) => <VideoEmbed embedUrl={youtubeEmbed(video.id)} title={video.title()} thumbnail={POSTER} className="shadow-lg" />}
      </CardGrid>
    </HomeSection>
  );
}
