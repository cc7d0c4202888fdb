import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { published, timestamps, translatable } from './columns.ts';

export const blogs = pgTable(
  'blogs',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    image: text('image').notNull(),
    description: text('description').notNull(),
    authorName: text('author_name').notNull(),
    ...translatable,
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    ...published,
    ...timestamps,
  },
  (t) => [index('blogs_published_at_idx').on(t.published, t.publishedAt)],
);
