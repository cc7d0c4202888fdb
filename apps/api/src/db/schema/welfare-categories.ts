import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { published, timestamps, translatable } from './columns.ts';

/** The 22 welfare categories of the spec: data, so staff can edit them. */
export const welfareCategories = pgTable('welfare_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  image: text('image').notNull(),
  position: integer('position').notNull().default(0),
  /** Codes of the funds this programme may not take (a construction: not Zakat); every other fund is taken. */
  refusedFunds: text('refused_funds').array().notNull().default([]),
  ...translatable,
  ...published,
  ...timestamps,
});
