import { embedUrls } from '@foundation/contract/media-text';

/**
 * The foundation's own YouTube videos shown on the home page. The ids are placeholders until
 * the media team names the videos to feature; only the id changes, nothing else.
 */
export const homeVideos = {
  whyMurshed: 'dQ1pL1rXbV0',
  bait: 'Xq3mJ8bT2cE',
  zikarQalbi: 'k7Lr2PzQw9A',
  muraqba: 'Vn4sH6tYc1M',
  weeklyGathering: 'a9TbE3xKq5R',
  scoutsCamp: 'Pm2wX7dLr8S',
  waterProject: 'Hj5nC1vZs4T',
} as const;

/** The privacy-enhanced player: no cookies until the visitor presses play. */
export const youtubeEmbed = (id: string) => `${embedUrls.youtubeVideo(id)}?rel=0`;

/** Our own poster art, so nothing loads from YouTube before the visitor chooses to watch. */
export const POSTER = '/images/home/poster.svg';
