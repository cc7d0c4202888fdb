import { embedUrls } from '@foundation/contract/media-text';
import { VideoEmbed } from '../../../components/ui/video-embed';
import { youtubeEmbedUrl, youtubeId } from '../lib/youtube';

/**
 * A lesson's video: a YouTube link becomes the shared click-to-load poster (the player costs
 * about a megabyte, so it loads only when the learner presses play); any other file plays natively.
 */
export function LessonVideo({ url, title }: { url: string; title: string }) {
  const id = youtubeId(url);
  if (!id) return <video controls preload="metadata" src={url} className="aspect-video w-full rounded-xl bg-brand-900" aria-label={title} />;
  return <VideoEmbed embedUrl={youtubeEmbedUrl(id)} thumbnail={embedUrls.youtubeThumbnail(id)} title={title} className="shadow-lg" />;
}
