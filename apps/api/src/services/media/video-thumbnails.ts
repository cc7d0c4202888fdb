import { buffer } from 'node:stream/consumers';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import type { Storage } from '../../adapters/storage.ts';
import { fetchYoutubeStill } from '../../adapters/youtube-thumbnails.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { lessons, playlistVideos } from '../../db/schema/index.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';

export type Thumbnail = { status: 'ok'; bytes: Buffer; kept: boolean } | { status: 'missing' } | { status: 'failed' };

/** Answers, failures included, are remembered this long, so a burst of misses costs one call. */
const REMEMBER_MS = 5 * 60_000;

const keyOf = (videoId: string) => `thumbnails/youtube/${videoId}.webp`;

/**
 * YouTube's still is 4:3 with black bars around a 16:9 picture; the poster is 16:9. Cropped to
 * the picture and re-encoded as WebP, a phone downloads less than YouTube's JPEG.
 */
const toPoster = (jpeg: Buffer) => sharp(jpeg).resize(480, 270, { fit: 'cover' }).webp({ quality: 70 }).toBuffer();

/** A video the site shows: in a playlist's copy or a lesson. Only these are stored, so a stranger cannot fill our storage. */
async function isShown(db: Db, videoId: string) {
  const [inPlaylist] = await db.select({ id: playlistVideos.id }).from(playlistVideos).where(eq(playlistVideos.videoId, videoId)).limit(1);
  if (inPlaylist) return true;
  const [inLesson] = await db.select({ id: lessons.id }).from(lessons).where(sql`strpos(${lessons.videoUrl}, ${videoId}) > 0`).limit(1);
  return !!inLesson;
}

/**
 * Video stills served from our own origin (decision 21): fetched from YouTube once, cropped and
 * re-encoded, and kept in storage for the videos the site shows. Another id (a live broadcast's)
 * is fetched and remembered for a while but not kept.
 */
export function createThumbnailService(deps: { db: Db; storage: Storage; config: Config; log: FastifyBaseLogger }) {
  const cache = new TtlCache<Thumbnail>(REMEMBER_MS, 300);

  async function load(videoId: string): Promise<Thumbnail> {
    const stored = await deps.storage.read('public', keyOf(videoId));
    if (stored) return { status: 'ok', bytes: await buffer(stored.stream), kept: true };
    let bytes: Buffer;
    try {
      const jpeg = await fetchYoutubeStill(deps.config.YOUTUBE_THUMBNAIL_BASE, videoId, deps.config.UPSTREAM_TIMEOUT_MS);
      if (!jpeg) return { status: 'missing' };
      bytes = await toPoster(jpeg);
    } catch (error) {
      deps.log.warn({ err: error, videoId }, 'video still unavailable');
      return { status: 'failed' };
    }
    const kept = await isShown(deps.db, videoId);
    if (kept) await deps.storage.put('public', keyOf(videoId), bytes);
    return { status: 'ok', bytes, kept };
  }

  return { get: (videoId: string) => cache.get(videoId, () => load(videoId)), pending: () => cache.pending() };
}
