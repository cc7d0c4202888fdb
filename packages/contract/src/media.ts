import { z } from 'zod';
import { decimalInt, MAX_INT4 } from './common.ts';
import { audioSources, livePlatforms } from './media-text.ts';

export * from './media-text.ts';

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
export const PlaylistParamSchema = z.object({ id: decimalInt(0, MAX_INT4) });

/** GET /api/thumbnails/youtube/:videoId (not in the spec): an id of another shape is a 404. */
export const ThumbnailParamSchema = z.object({ videoId: z.string() });

export const PlaylistsResponseSchema = z.object({
  status: z.literal(true),
  youtubeChannelLists: z.array(PlaylistChannelSchema),
  /** Null when staff have not added any playlist yet. */
  playlist: PlaylistChannelSchema.extend({ videos: z.array(PlaylistVideoSchema) }).nullable(),
  lastestPlaylists: z.object({ id: z.number().int() }).nullable(),
});
export type PlaylistsResponse = z.infer<typeof PlaylistsResponseSchema>;

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
  exclude: decimalInt(0, MAX_INT4).optional(),
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
