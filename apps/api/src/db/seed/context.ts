import type { Db } from '../client.ts';
import type { Storage } from '../../plugins/storage.ts';

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
