import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { published, timestamps, translatable } from './columns.ts';

/** The 22 welfare categories of the spec: data, so staff can edit them. */
export const welfareCategories = pgTable('welfare_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  image: text('image').notNull(),
  position: integer('position').notNull().default(0),
  ...translatable,
  ...published,
  ...timestamps,
});
