import { boolean, timestamp } from 'drizzle-orm/pg-core';

/** Every table staff edit carries these, so the back office can sort by change and audit. */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

export const published = { published: boolean('published').notNull().default(true) };
