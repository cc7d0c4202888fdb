import { doublePrecision, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { published, timestamps } from './columns.ts';

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
