import { z } from 'zod';

/** A YouTube playlist staff chose to show on the media page. */
export const PlaylistChannelSchema = z.object({
  id: z.number().int(),
  playlist_id: z.string(),
  playlist_title: z.string(),
  stitle: z.string(),
});
export type PlaylistChannel = z.infer<typeof PlaylistChannelSchema>;

/** The slice of YouTube's playlistItem the page reads: snippet.resourceId.videoId and snippet.title. */
export const PlaylistVideoSchema = z.object({
  snippet: z.object({ resourceId: z.object({ videoId: z.string() }), title: z.string(), position: z.number().int() }),
});
export type PlaylistVideo = z.infer<typeof PlaylistVideoSchema>;

/** getPlaylists/{id}: id 0 answers the latest playlist. */
export const PlaylistParamSchema = z.object({ id: z.coerce.number().int().min(0).max(2_147_483_647) });

export const PlaylistsResponseSchema = z.object({
  status: z.literal(true),
  youtubeChannelLists: z.array(PlaylistChannelSchema),
  /** Null when staff have not added any playlist yet. */
  playlist: PlaylistChannelSchema.extend({ videos: z.array(PlaylistVideoSchema) }).nullable(),
  lastestPlaylists: z.object({ id: z.number().int() }).nullable(),
});
export type PlaylistsResponse = z.infer<typeof PlaylistsResponseSchema>;

export const livePlatforms = ['facebook', 'youtube'] as const;
export type LivePlatform = (typeof livePlatforms)[number];

/** youtube-live and facebook-live: never an error status; a failure is `error` and `isLive: false`. */
export const LiveStatusSchema = z.object({
  isLive: z.boolean(),
  isUpcoming: z.boolean(),
  /** The live (or upcoming) stream's player; null when there is none. */
  embedUrl: z.string().nullable(),
  /** A recorded playlist to show instead; null when staff have set none. */
  fallbackEmbedUrl: z.string().nullable(),
  /** The fallback playlist's title, for its poster. */
  fallbackTitle: z.string().nullable(),
  /** Why the status could not be checked, in words a visitor can read; null when it was. */
  error: z.string().nullable(),
  title: z.string().nullable(),
  /** When the platform was last asked (ISO 8601). */
  checkedAt: z.string(),
});
export type LiveStatus = z.infer<typeof LiveStatusSchema>;

export const audioSources = ['youtube_live', 'facebook_live', 'playlist'] as const;
export type AudioSourceKind = (typeof audioSources)[number];

export const AudioSourceSchema = z.object({
  videoId: z.string().nullable(),
  title: z.string(),
  /** Set for a live stream, whose sound comes from the platform's player. */
  embedUrl: z.string().nullable(),
  thumbnail: z.string().nullable(),
  /** Set for a recorded lecture: a file the browser plays itself. */
  audioUrl: z.string().nullable(),
  source: z.enum(audioSources),
  platform: z.enum(['youtube', 'facebook', 'library']),
  isLive: z.boolean(),
  /** The recorded attachment, so "skip" can ask for a different one. */
  attachmentId: z.number().int().nullable(),
});
export type AudioSource = z.infer<typeof AudioSourceSchema>;

export const AudioSourceQuerySchema = z.object({
  /** The attachment playing now; skip asks for any other. */
  exclude: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
});

/**
 * Media settings rows (settings table), read with these defaults when a row is missing.
 * live_override: staff switch "live now" on by hand, for both platforms (true) or one.
 */
export const MediaSettingsSchema = z.object({
  youtube_channel_id: z.string().catch(''),
  facebook_page_id: z.string().catch(''),
  fallback_playlist_ids: z.array(z.string()).catch([]),
  live_override: z.union([z.boolean(), z.enum(livePlatforms)]).catch(false),
});
export type MediaSettings = z.infer<typeof MediaSettingsSchema>;

const platformName: Record<LivePlatform, string> = { facebook: 'Facebook', youtube: 'YouTube' };

/** The API's readable `error` when a platform could not be asked. */
export const liveErrors = {
  notConfigured: (p: LivePlatform) => `${platformName[p]} live checks are not set up yet.`,
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
  youtubeThumbnail: (videoId: string) => `https://i.ytimg.com/vi/${encodeURIComponent(videoId)}/hqdefault.jpg`,
} as const;
