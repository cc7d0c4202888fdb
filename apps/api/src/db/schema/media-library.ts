import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { staff } from './staff.ts';

/** One encoded copy of an uploaded image (decision 15): WebP or AVIF at one of the site's widths. */
export interface MediaVariant {
  format: 'webp' | 'avif';
  width: number;
  height: number;
  url: string;
  size: number;
}

/**
 * The back office's media library: every file staff uploaded, typed by its bytes. Records of
 * other tables refer to a file by its public `url` (/uploads/media/...), so this table is the
 * catalogue of what can be picked again, not a foreign key anything depends on.
 */
export const mediaFiles = pgTable(
  'media',
  {
    id: serial('id').primaryKey(),
    /** image, pdf or audio. */
    kind: text('kind').notNull(),
    url: text('url').notNull().unique(),
    originalName: text('original_name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    /** Of the image as shown (after its orientation is applied); null for PDFs and audio. */
    width: integer('width'),
    height: integer('height'),
    variants: jsonb('variants').$type<MediaVariant[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by').references(() => staff.id, { onDelete: 'set null' }),
  },
  (t) => [index('media_kind_created_idx').on(t.kind, t.createdAt)],
);
