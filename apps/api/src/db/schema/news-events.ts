import { date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { published, timestamps, translatable } from './columns.ts';

export const newsEvents = pgTable(
  'news_events',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    eventDate: date('event_date').notNull(),
    image: text('image').notNull(),
    ...translatable,
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
  /** The order staff gave the attachments (0 first); ties, as in rows from before it, go by id. */
  position: integer('position').notNull().default(0),
});
