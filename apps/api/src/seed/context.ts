import sharp from 'sharp';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import type { Storage } from '../adapters/storage.ts';
import { SYSTEM_ACTOR, type Outcome, type StaffActor } from '../services/write.ts';
import { keyOfMediaUrl, uploadMedia } from '../services/media/media-library.ts';

/** The transaction handle drizzle gives `db.transaction`; demo writes all go through one. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface SeedContext {
  tx: Tx;
  /**
   * Adds a file to the media library as staff upload one (POST /api/admin/media): its bytes
   * decide what it is, an image gets its WebP and AVIF copies. Answers the file's URL.
   */
  upload(filename: string, bytes: Buffer): Promise<string>;
  /**
   * A drawn picture (a course's, a book's cover, a post's), uploaded as the photo staff would
   * upload: a JPEG of the library, at the size it is drawn. Pages then offer its WebP and AVIF
   * copies at the width shown, and a shared link's preview gets a picture every chat app shows
   * (none shows an SVG). Answers the file's URL.
   */
  picture(name: string, svg: string): Promise<string>;
  storage: Storage;
  /** Demo dates are relative to the first start, so "upcoming" events are upcoming. */
  now: Date;
}

export const uploadsPath = (key: string) => `/uploads/${key}`;

/**
 * A drawing as pixels at its own size (72 dpi keeps a 640 x 400 card 640 x 400). Lossless WebP
 * for the gallery's photos; quality 92 JPEG, as the library keeps a JPEG, for the rest.
 */
export const rasterize = (svg: string, format: 'jpeg' | 'lossless-webp') => {
  const image = sharp(Buffer.from(svg));
  return (format === 'jpeg' ? image.jpeg({ quality: 92 }) : image.webp({ lossless: true })).toBuffer();
};

/**
 * The seed's media library uploads, and the files each wrote: the library writes a file before
 * its row, so a seed whose transaction fails afterwards removes them (`discard`) rather than
 * leave files no row names.
 */
export function uploader(storage: Storage) {
  const written: string[] = [];
  return {
    async upload(tx: Db, filename: string, bytes: Buffer) {
      const done = await uploadMedia({ db: tx, storage }, SYSTEM_ACTOR, { bytes, filename, mimetype: 'application/octet-stream' });
      if (done.status !== 'ok') throw new SeedRefusedError(`media file ${filename}`, done);
      written.push(...[done.value.url, ...done.value.variants.map((v) => v.url)].map(keyOfMediaUrl));
      return done.value.url;
    },
    discard: () => Promise.allSettled(written.map((key) => storage.remove('public', key))),
  };
}

/** Seed content that a rule of the back office refuses: a bug in the seed, never to be stored. */
export class SeedRefusedError extends Error {
  constructor(what: string, why: Exclude<Outcome<unknown>, { status: 'ok' }> | z.ZodError) {
    const reason = why instanceof z.ZodError ? z.prettifyError(why) : JSON.stringify(why);
    super(`The seed's ${what} breaks a rule staff face: ${reason}`);
  }
}

/** What resourceService(definition) offers that the seed uses. */
interface Creates<Input, Rec> {
  definition: { label: string };
  create(db: Db, staff: StaffActor, input: Input): Promise<Outcome<Rec>>;
}

/**
 * Creates one record as POST /api/admin/<resource> does: the contract's create schema reads the
 * input (lengths, trimming, defaults), then the back office's service writes it (its checks,
 * sanitized rich text, positions, children) as the system. Seeded content thus obeys exactly the
 * rules staff face; content that breaks one stops the seed, naming the record and the rule.
 */
export async function seedRecord<Input, Parsed, Rec>(
  tx: Db,
  service: Creates<Parsed, Rec>,
  schema: z.ZodType<Parsed, Input>,
  input: NoInfer<Input>,
): Promise<Rec> {
  const what = `${service.definition.label} ${JSON.stringify(input).slice(0, 60)}…`;
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw new SeedRefusedError(what, parsed.error);
  const done = await service.create(tx, SYSTEM_ACTOR, parsed.data);
  if (done.status !== 'ok') throw new SeedRefusedError(what, done);
  return done.value;
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
