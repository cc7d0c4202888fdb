import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { published, timestamps, translatable } from './columns.ts';

export const campaigns = pgTable('campaigns', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  tags: text('tags').array().notNull().default([]),
  image: text('image').notNull(),
  targetPaisa: integer('target_paisa').notNull(),
  /** Gifts received outside the site (cash at a centre), recorded by staff. */
  offlinePaisa: integer('offline_paisa').notNull().default(0),
  /** Codes of the funds this programme may not take (a construction: not Zakat); every other fund is taken. */
  refusedFunds: text('refused_funds').array().notNull().default([]),
  ...translatable,
  ...published,
  ...timestamps,
});

export const tasks = pgTable('tasks', {
  id: serial('id').primaryKey(),
  campaignId: integer('campaign_id').references(() => campaigns.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  amountPaisa: integer('amount_paisa').notNull(),
  position: integer('position').notNull().default(0),
  ...translatable,
  ...timestamps,
});
