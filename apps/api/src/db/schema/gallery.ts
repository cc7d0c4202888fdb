import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { published, timestamps, translatable } from './columns.ts';

export const galleries = pgTable('galleries', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  position: integer('position').notNull().default(0),
  ...translatable,
  ...published,
  ...timestamps,
});

export const galleryAttachments = pgTable('gallery_attachments', {
  id: serial('id').primaryKey(),
  galleryId: integer('gallery_id')
    .notNull()
    .references(() => galleries.id, { onDelete: 'cascade' }),
  path: text('path').notNull(),
  caption: text('caption').notNull().default(''),
  position: integer('position').notNull().default(0),
  ...translatable,
});
