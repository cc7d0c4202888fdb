import { date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { published, timestamps, translatable } from './columns.ts';

export const lectureCategories = pgTable('lecture_categories', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  ...translatable,
  ...timestamps,
});

export const lectures = pgTable(
  'lectures',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => lectureCategories.id),
    title: text('title').notNull(),
    thumbnail: text('thumbnail').notNull(),
    releaseDate: date('release_date').notNull(),
    description: text('description').notNull(),
    ...translatable,
    ...published,
    ...timestamps,
  },
  (t) => [
    index('lectures_category_idx').on(t.categoryId, t.releaseDate),
    // Trigram index: the title search is a case-insensitive substring match (like '%mercy%'),
    // which a b-tree cannot serve; this keeps it an index scan as the catalogue grows.
    // fastupdate off: new titles go straight into the index, not into a pending list that only a
    // VACUUM merges (PGlite has no autovacuum, and the planner shuns an index with a long one).
    index('lectures_title_trgm_idx').using('gin', sql`lower(${t.title}) gin_trgm_ops`).with({ fastupdate: false }),
  ],
);

export const lectureAttachments = pgTable('lecture_attachments', {
  id: serial('id').primaryKey(),
  lectureId: integer('lecture_id')
    .notNull()
    .references(() => lectures.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  audioUrl: text('audio_url').notNull(),
  position: integer('position').notNull().default(0),
  ...translatable,
});

/** YouTube playlists staff choose to show on the media page. */
export const playlists = pgTable('playlists', {
  id: serial('id').primaryKey(),
  playlistId: text('playlist_id').notNull().unique(),
  playlistTitle: text('playlist_title').notNull(),
  stitle: text('stitle').notNull().default(''),
  position: integer('position').notNull().default(0),
  ...published,
  ...timestamps,
});

/** Last good copy of each playlist's videos, so the media page works while YouTube is unreachable. */
export const playlistVideos = pgTable(
  'playlist_videos',
  {
    id: serial('id').primaryKey(),
    playlistId: integer('playlist_id')
      .notNull()
      .references(() => playlists.id, { onDelete: 'cascade' }),
    videoId: text('video_id').notNull(),
    title: text('title').notNull(),
    position: integer('position').notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('playlist_videos_playlist_idx').on(t.playlistId, t.position)],
);
