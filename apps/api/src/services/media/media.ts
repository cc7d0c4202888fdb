import { and, asc, desc, eq } from 'drizzle-orm';
import type { PlaylistChannel, PlaylistsResponse } from '@foundation/contract/media';
import type { Db } from '../../db/client.ts';
import { playlists, playlistVideos } from '../../db/schema/index.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import type { LiveDeps } from '../live/live.ts';
import { playlistItems } from '../../adapters/youtube.ts';

/** A playlist's copy in the database is refreshed from YouTube once it is this old. */
export const PLAYLIST_REFRESH_MS = 30 * 60_000;
/** However often it fails, YouTube is asked about one playlist at most once a minute. */
const ATTEMPT_MS = 60_000;

const channelColumns = {
  id: playlists.id,
  playlist_id: playlists.playlistId,
  playlist_title: playlists.playlistTitle,
  stitle: playlists.stitle,
};

async function storedVideos(db: Db, playlistId: number) {
  return db
    .select({ videoId: playlistVideos.videoId, title: playlistVideos.title, position: playlistVideos.position, fetchedAt: playlistVideos.fetchedAt })
    .from(playlistVideos)
    .where(eq(playlistVideos.playlistId, playlistId))
    .orderBy(asc(playlistVideos.position), asc(playlistVideos.id));
}

type StoredVideo = Awaited<ReturnType<typeof storedVideos>>[number];

const asSnippets = (rows: StoredVideo[]) =>
  rows.map((r) => ({ snippet: { resourceId: { videoId: r.videoId }, title: r.title, position: r.position } }));

/**
 * getPlaylists/{id}: the playlists staff publish and one playlist's videos. Videos are served
 * from the database copy, so the page works while YouTube is down; with an API key a stale
 * copy is refreshed in the background (or awaited, when there is no copy yet).
 */
export function createPlaylistService({ db, config, log }: LiveDeps) {
  const attempts = new TtlCache<void>(ATTEMPT_MS);

  async function refresh(playlist: PlaylistChannel) {
    const key = config.YOUTUBE_API_KEY!;
    try {
      const videos = await playlistItems({ base: config.YOUTUBE_API_BASE, key, timeoutMs: config.UPSTREAM_TIMEOUT_MS }, playlist.playlist_id);
      await db.transaction(async (tx) => {
        // Staff may have given the row another YouTube id (or deleted it) while YouTube answered:
        // these videos are then the old playlist's, and are not stored.
        const [current] = await tx
          .select({ id: playlists.id })
          .from(playlists)
          .where(and(eq(playlists.id, playlist.id), eq(playlists.playlistId, playlist.playlist_id)))
          .for('update');
        if (!current) return;
        await tx.delete(playlistVideos).where(eq(playlistVideos.playlistId, playlist.id));
        if (videos.length) {
          await tx.insert(playlistVideos).values(videos.map((v) => ({ playlistId: playlist.id, videoId: v.videoId, title: v.title, position: v.position })));
        }
      });
    } catch (error) {
      log.warn({ playlist: playlist.id, reason: (error as Error).message }, 'playlist refresh failed; serving the stored copy');
    }
  }

  async function videosOf(playlist: PlaylistChannel) {
    // The copy is read before any refresh starts, so a stale copy is what this answer serves
    // even when the background refresh finishes first on another connection.
    const stored = await storedVideos(db, playlist.id);
    const oldest = stored.length ? Math.min(...stored.map((r) => new Date(r.fetchedAt).getTime())) : null;
    if (config.YOUTUBE_API_KEY && (oldest === null || Date.now() - oldest > PLAYLIST_REFRESH_MS)) {
      // Keyed by the YouTube id too: a row staff point at another playlist is fetched at once.
      const refreshing = attempts.get(`playlist:${playlist.id}:${playlist.playlist_id}`, () => refresh(playlist));
      if (oldest === null) {
        await refreshing;
        return asSnippets(await storedVideos(db, playlist.id));
      }
    }
    return asSnippets(stored);
  }

  async function get(id: number): Promise<PlaylistsResponse | null> {
    const published = eq(playlists.published, true);
    const [channels, [latest]] = await Promise.all([
      db.select(channelColumns).from(playlists).where(published).orderBy(asc(playlists.position), asc(playlists.id)),
      db.select({ id: playlists.id }).from(playlists).where(published).orderBy(desc(playlists.createdAt), desc(playlists.id)).limit(1),
    ]);
    const target = channels.find((c) => c.id === (id === 0 ? latest?.id : id));
    if (!target && id !== 0) return null;
    return {
      status: true,
      youtubeChannelLists: channels,
      playlist: target ? { ...target, videos: await videosOf(target) } : null,
      lastestPlaylists: latest ?? null,
    };
  }

  return { get, pending: () => attempts.pending() };
}
