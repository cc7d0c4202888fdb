/**
 * The media domain's words and constants, without zod, so pages import them without the
 * schema library (schemas and types live in media.ts, which re-exports all of this).
 */
export const livePlatforms = ['facebook', 'youtube'] as const;
export type LivePlatform = (typeof livePlatforms)[number];

export const audioSources = ['youtube_live', 'facebook_live', 'playlist'] as const;
export type AudioSourceKind = (typeof audioSources)[number];

const platformName: Record<LivePlatform, string> = { facebook: 'Facebook', youtube: 'YouTube' };

/**
 * The API's readable `error` when a platform could not be asked. A platform the site has no key or
 * channel for has none: its visitors simply see nothing live (the server's log says why).
 */
export const liveErrors = {
  timeout: (p: LivePlatform) => `${platformName[p]} did not answer in time.`,
  failed: (p: LivePlatform) => `${platformName[p]} could not be reached just now.`,
  noAudio: 'No audio is available right now.',
} as const;

/** Messages the live page shows, exactly as spec point 8 words them. */
export const liveMessages = {
  audioFailed: 'Failed to fetch audio source',
  facebook: {
    check: 'Failed to check Facebook status',
    fetch: 'Failed to fetch Facebook status',
    empty: 'No Facebook data received',
  },
  youtube: {
    check: 'Failed to check YouTube status',
    fetch: 'Failed to fetch YouTube status',
    empty: 'No YouTube data received',
  },
  clickPlay: 'Click Play to start audio streaming',
  checkAgain: 'Check Live Again',
} as const;

/** Spec point 9. */
export const liveTimings = { pollMs: 120_000, audioAutoLoadMs: 500, resumeAfterRefreshMs: 1000, defaultVolume: 75 } as const;

export const audioSourceLabels: Record<AudioSourceKind, string> = {
  youtube_live: 'YouTube Live',
  facebook_live: 'Facebook Live',
  playlist: 'Playlist Random',
};

/** Players the site embeds; youtube-nocookie keeps YouTube's cookies away until a visitor presses play. */
export const embedUrls = {
  youtubeVideo: (videoId: string) => `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}`,
  youtubePlaylist: (playlistId: string) => `https://www.youtube-nocookie.com/embed/videoseries?list=${encodeURIComponent(playlistId)}`,
  youtubeChannelLive: (channelId: string) => `https://www.youtube.com/embed/live_stream?channel=${encodeURIComponent(channelId)}`,
  facebookVideo: (url: string) => `https://www.facebook.com/plugins/video.php?href=${encodeURIComponent(url)}&show_text=false`,
  /** The video's still, through our own API (decision 21): a page asks YouTube for nothing before play. */
  youtubeThumbnail: (videoId: string) => `/api/thumbnails/youtube/${encodeURIComponent(videoId)}`,
} as const;
