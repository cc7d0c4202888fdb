import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Site settings as key/value, so staff can add one without a migration. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
