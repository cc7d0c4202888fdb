import { eq, getTableColumns, sql } from 'drizzle-orm';
import {
  AdminPlaylistCreateSchema,
  AdminPlaylistListQuerySchema,
  AdminPlaylistPatchSchema,
  AdminPlaylistRowSchema,
  AdminPlaylistSchema,
  playlistMessages,
} from '@foundation/contract/admin/playlists';
import type { FieldErrors } from '@foundation/contract/errors';
import type { Db } from '../../../db/client.ts';
import { playlists, playlistVideos } from '../../../db/schema/index.ts';
import { defineResource, publishState } from '../../back-office/kit.ts';

/** Any number will do, as long as nothing else in the database takes the same advisory lock. */
const PLAYLIST_ID_LOCK = 0x9_1a7_115;

// Qualified by hand: both tables have a playlist_id, the copy's naming the row, the row's YouTube's.
const videoCount = sql<number>`(select count(*)::int from ${playlistVideos} as stored
  where stored.${sql.identifier(playlistVideos.playlistId.name)} = ${playlists}.${sql.identifier(playlists.id.name)})`;

const columns = { ...getTableColumns(playlists), videos: videoCount };
type Selected = typeof playlists.$inferSelect & { videos: number };

const toRow = (r: Selected) => ({
  id: r.id,
  playlist_id: r.playlistId,
  playlist_title: r.playlistTitle,
  stitle: r.stitle,
  videos: Number(r.videos),
  position: r.position,
  ...publishState(r),
});

/**
 * One YouTube playlist per row: a duplicate is a 422 on the field. The check and the write are
 * serialized by a lock, so two staff adding the same playlist at once get that 422, not the
 * unique index's error.
 *
 * A row given another YouTube id drops its stored videos (they are the old playlist's), so the
 * media page fetches the new one's at once. This is done here, in the write's transaction,
 * because the kit has no after-write hook; a refused write undoes it. Once the row is changed, a
 * refresh still fetching the old playlist finds another id and stores nothing.
 */
async function checkPlaylistId(tx: Db, playlistId: string | undefined, id: number | null): Promise<FieldErrors | null> {
  if (playlistId === undefined) return null;
  await tx.execute(sql`select pg_advisory_xact_lock(${PLAYLIST_ID_LOCK})`);
  const [holder] = await tx.select({ id: playlists.id, title: playlists.playlistTitle }).from(playlists).where(eq(playlists.playlistId, playlistId));
  if (holder && holder.id !== id) return { playlist_id: [playlistMessages.taken(holder.title)] };
  if (!holder && id !== null) {
    // The row's lock waits for a refresh of the old playlist that is storing its videos (services/media/media.ts), so they go too.
    await tx.select({ id: playlists.id }).from(playlists).where(eq(playlists.id, id)).for('update');
    await tx.delete(playlistVideos).where(eq(playlistVideos.playlistId, id));
  }
  return null;
}

/**
 * The media page's playlists (getPlaylists/{id}), in the order staff set. The public service reads
 * the rows directly; its only in-process state is a once-a-minute throttle on asking YouTube, keyed
 * by the YouTube id, so no cache needs clearing. Deleting a row deletes its stored videos (FK cascade).
 */
export const playlistResource = defineResource({
  name: 'playlists',
  label: 'playlist',
  table: playlists,
  id: playlists.id,
  schemas: {
    row: AdminPlaylistRowSchema,
    record: AdminPlaylistSchema,
    query: AdminPlaylistListQuerySchema,
    create: AdminPlaylistCreateSchema,
    patch: AdminPlaylistPatchSchema,
  },
  search: [playlists.playlistTitle, playlists.stitle, playlists.playlistId],
  sort: {
    position: playlists.position,
    playlist_title: sql`lower(${playlists.playlistTitle})`,
    updated_at: playlists.updatedAt,
    created_at: playlists.createdAt,
  },
  filters: (query) => [query.published === undefined ? undefined : eq(playlists.published, query.published)],
  rows: async (db, page) =>
    (await db.select(columns).from(playlists).where(page.where).orderBy(...page.orderBy).limit(page.limit).offset(page.offset)).map(toRow),
  read: async (db, id) => {
    const [row] = await db.select(columns).from(playlists).where(eq(playlists.id, id));
    return row ? { ...toRow(row), created_at: row.createdAt.toISOString() } : null;
  },
  values: (input) => ({ playlistId: input.playlist_id, playlistTitle: input.playlist_title, stitle: input.stitle, published: input.published }),
  /** A new one goes last. */
  createValues: () => ({ position: sql`(select coalesce(max(${playlists.position}), -1) + 1 from ${playlists})` }),
  check: (tx, input, id) => checkPlaylistId(tx, input.playlist_id, id),
  order: playlists.position,
  caches: [],
});
