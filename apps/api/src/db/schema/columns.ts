import { boolean, jsonb, timestamp } from 'drizzle-orm/pg-core';
import type { Translations } from '@foundation/contract/admin/translations';

/** Every table staff edit carries these, so the back office can sort by change and audit. */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/**
 * The Urdu staff wrote for the record's texts: `{ "ur": { "<field>": "<Urdu text>" } }`,
 * a field without Urdu absent (contract admin/translations.ts lists the fields per resource). The
 * English stays in the record's own columns; the public API shows the Urdu to a reader who asked
 * for it (lib/content-language.ts).
 */
export const translatable = { translations: jsonb('translations').$type<Translations>().notNull().default({}) };

export const published = { published: boolean('published').notNull().default(true) };
