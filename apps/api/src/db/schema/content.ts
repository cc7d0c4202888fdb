import { date, doublePrecision, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { published, timestamps } from './columns.ts';

export const blogs = pgTable(
  'blogs',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    image: text('image').notNull(),
    description: text('description').notNull(),
    authorName: text('author_name').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    ...published,
    ...timestamps,
  },
  (t) => [index('blogs_published_at_idx').on(t.published, t.publishedAt)],
);

export const newsEvents = pgTable(
  'news_events',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    eventDate: date('event_date').notNull(),
    image: text('image').notNull(),
    ...published,
    ...timestamps,
  },
  (t) => [index('news_events_date_idx').on(t.published, t.eventDate)],
);

export const newsEventAttachments = pgTable('news_event_attachments', {
  id: serial('id').primaryKey(),
  newsEventId: integer('news_event_id')
    .notNull()
    .references(() => newsEvents.id, { onDelete: 'cascade' }),
  path: text('path').notNull(),
});

export const locations = pgTable('locations', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  descriptions: text('descriptions').notNull(),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  color: text('color').notNull(),
  ...published,
  ...timestamps,
});

export const galleries = pgTable('galleries', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  position: integer('position').notNull().default(0),
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
});
