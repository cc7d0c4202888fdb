import type { Db } from '../client.ts';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Storage } from '../../adapters/storage.ts';

/** The transaction handle drizzle gives `db.transaction`; demo inserts all go through one. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface SeedContext {
  tx: Tx;
  /** Writes a public file and answers the path the database stores: /uploads/<key>. */
  publish(key: string, data: string | Buffer): Promise<string>;
  storage: Storage;
  /** Demo dates are relative to the first start, so "upcoming" events are upcoming. */
  now: Date;
}

export const uploadsPath = (key: string) => `/uploads/${key}`;

export function publisher(storage: Storage) {
  return async (key: string, data: string | Buffer) => {
    await storage.put('public', key, data);
    return uploadsPath(key);
  };
}

/** Lowercase words joined by dashes: file names people can read in a URL. */
export const slug = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/['’]/g, '') // "Scout's" reads better as scouts than as scout-s
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const DAY = 86_400_000;
/** A calendar date `days` from `now` (negative for the past), as the 'YYYY-MM-DD' a date column takes. */
export const dayOffset = (now: Date, days: number) => new Date(now.getTime() + days * DAY).toISOString().slice(0, 10);
export const timeOffset = (now: Date, days: number) => new Date(now.getTime() + days * DAY);

type Keyed = PgTable & { id: PgColumn };

/**
 * Inserts rows and answers a map from each row's `key` column to its new id, for linking children.
 * Matched by key rather than by position: PostgreSQL does not promise RETURNING order.
 */
export async function insertKeyed<T extends Keyed>(tx: Tx, table: T, rows: T['$inferInsert'][], key: PgColumn) {
  const inserted = (await tx.insert(table).values(rows).returning({ id: table.id, key })) as { id: number; key: string }[];
  return new Map(inserted.map((r) => [r.key, r.id]));
}

/** A list of titled categories (course types, book and lecture categories): title → id. */
export const insertTitles = <T extends Keyed & { title: PgColumn }>(tx: Tx, table: T, titles: readonly string[]) =>
  insertKeyed(tx, table, titles.map((title) => ({ title })) as T['$inferInsert'][], table.title);
