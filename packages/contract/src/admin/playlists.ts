import { z } from 'zod';
import {
  fieldMessages as f,
  listEnvelope,
  listQuerySchema,
  onOff,
  optionalText,
  recordEnvelope,
  requiredText,
  timestamp,
  writeSchemas,
  yesNoFilter,
} from './kit.ts';

/**
 * The YouTube playlists of the media page (getPlaylists): staff name a playlist by its YouTube id
 * and order them (POST /api/admin/playlists/order), the dropdown's order. Their videos are a copy
 * the API fetches from YouTube (playlist_videos), never edited here.
 */

/** Prefixes of playlists YouTube lets anyone read: made by a channel, a channel's uploads, an album, favourites, popular uploads. */
export const PLAYLIST_PREFIXES = ['PL', 'UU', 'OL', 'FL', 'PU'] as const;
export const PLAYLIST_ID = new RegExp(`^(${PLAYLIST_PREFIXES.join('|')})[A-Za-z0-9_-]{8,62}$`);
const EXAMPLE = 'PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG';

export const playlistMessages = {
  playlistId: `Playlist id must be a YouTube playlist id: the part after "list=" in the playlist's address, starting with ${PLAYLIST_PREFIXES.join(', ')}, e.g. ${EXAMPLE}.`,
  taken: (title: string) => `This playlist is already on the media page as "${title}". Edit that one instead.`,
} as const;

/** A pasted address (https://www.youtube.com/playlist?list=PL…) counts as its `list` id. */
const listParam = (v: unknown) => (typeof v === 'string' ? (/[?&]list=([^&#\s]+)/.exec(v)?.[1] ?? v).trim() : v);

const youtubePlaylistId = (label: string) =>
  z.preprocess(
    listParam,
    z
      .string({ error: f.required(label) })
      .min(1, { error: f.required(label), abort: true })
      .regex(PLAYLIST_ID, playlistMessages.playlistId),
  );

export const AdminPlaylistRowSchema = z.object({
  id: z.number().int(),
  playlist_id: z.string(),
  playlist_title: z.string(),
  /** The short line above each video's title on the media page (e.g. "Zikr"); blank shows the title. */
  stitle: z.string(),
  /** Videos in the stored copy: 0 until the media page first fetches it from YouTube. */
  videos: z.number().int(),
  /** 0 first, as the media page's dropdown lists them. */
  position: z.number().int(),
  published: z.boolean(),
  updated_at: timestamp,
});
export type AdminPlaylistRow = z.infer<typeof AdminPlaylistRowSchema>;

export const AdminPlaylistSchema = AdminPlaylistRowSchema.extend({ created_at: timestamp });
export type AdminPlaylist = z.infer<typeof AdminPlaylistSchema>;

const fields = {
  playlist_id: youtubePlaylistId('Playlist id'),
  playlist_title: requiredText('Title', 200),
  stitle: optionalText('Short title', 40),
  published: onOff('Published'),
};

/** POST: a draft unless it says otherwise, going last; POST .../order moves it. PATCH: any subset. */
export const { create: AdminPlaylistCreateSchema, patch: AdminPlaylistPatchSchema } = writeSchemas(fields, {
  stitle: fields.stitle.default(''),
  published: fields.published.default(false),
});
export type AdminPlaylistCreate = z.input<typeof AdminPlaylistCreateSchema>;
export type AdminPlaylistPatch = z.input<typeof AdminPlaylistPatchSchema>;

export const AdminPlaylistListQuerySchema = listQuerySchema({
  sort: ['position', 'playlist_title', 'updated_at', 'created_at'],
  defaultSort: 'position',
  filters: { published: yesNoFilter },
});
export type AdminPlaylistListQuery = z.input<typeof AdminPlaylistListQuerySchema>;

export const AdminPlaylistListResponseSchema = listEnvelope(AdminPlaylistRowSchema);
export type AdminPlaylistListResponse = z.infer<typeof AdminPlaylistListResponseSchema>;
export const AdminPlaylistResponseSchema = recordEnvelope(AdminPlaylistSchema);
export type AdminPlaylistResponse = z.infer<typeof AdminPlaylistResponseSchema>;
