import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { expect } from 'vitest';
import type { Database, Db } from '../src/db/client.ts';
import * as schema from '../src/db/schema/index.ts';
import { localStorage, type Area, type Storage } from '../src/adapters/storage.ts';
import { createTestDatabase } from './helpers.ts';

/** Every table the seed writes, so "adds nothing" and "no lorem" cover them all. */
export const seededTables = {
  countries: schema.countries,
  welfareCategories: schema.welfareCategories,
  settings: schema.settings,
  courseTypes: schema.courseTypes,
  courses: schema.courses,
  lessons: schema.lessons,
  bookCategories: schema.bookCategories,
  books: schema.books,
  campaigns: schema.campaigns,
  tasks: schema.tasks,
  blogs: schema.blogs,
  newsEvents: schema.newsEvents,
  newsEventAttachments: schema.newsEventAttachments,
  locations: schema.locations,
  lectureCategories: schema.lectureCategories,
  lectures: schema.lectures,
  lectureAttachments: schema.lectureAttachments,
  galleries: schema.galleries,
  galleryAttachments: schema.galleryAttachments,
  playlists: schema.playlists,
  playlistVideos: schema.playlistVideos,
} satisfies Record<string, PgTable>;

export async function readAll(storage: Storage, area: Area, key: string): Promise<Buffer | null> {
  const file = await storage.read(area, key);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream as Readable) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function counts(db: Db) {
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries(seededTables)) {
    const [row] = await db.select({ n: count() }).from(table as PgTable);
    out[name] = row?.n ?? 0;
  }
  return out;
}

/** Every text value in every seeded row, JSON values included. */
export async function allText(db: Db): Promise<string[]> {
  const texts: string[] = [];
  for (const table of Object.values(seededTables)) {
    const rows = await db.select().from(table as PgTable);
    for (const row of rows) for (const value of Object.values(row)) texts.push(typeof value === 'string' ? value : JSON.stringify(value));
  }
  return texts;
}

/** A count or measure inside a closed range, named in the failure. */
export function expectBetween(value: number, min: number, max: number, label?: string) {
  expect(value, label).toBeGreaterThanOrEqual(min);
  expect(value, label).toBeLessThanOrEqual(max);
}

/** ISO 13616: the number read with its country and check moved to the end leaves 1 mod 97. */
export function ibanIsValid(iban: string) {
  const compact = iban.replace(/ /g, '');
  const digits = (compact.slice(4) + compact.slice(0, 4)).replace(/[A-Z]/g, (ch) => String(ch.charCodeAt(0) - 55));
  return [...digits].reduce((rest, d) => (rest * 10 + Number(d)) % 97, 0) === 1;
}

/** The fields of a canonical 44-byte WAV header a player relies on. */
export const wavInfo = (wav: Buffer) => ({
  riff: wav.toString('ascii', 0, 4),
  wave: wav.toString('ascii', 8, 12),
  sizeMatches: wav.readUInt32LE(4) === wav.length - 8 && wav.readUInt32LE(40) === wav.length - 44,
  pcm: wav.readUInt16LE(20) === 1,
  channels: wav.readUInt16LE(22),
  rate: wav.readUInt32LE(24),
  seconds: wav.readUInt32LE(40) / wav.readUInt32LE(28),
});

/** Header, trailer, and an xref table whose every offset lands on the object it names. */
export function expectValidPdf(pdf: Buffer) {
  const text = pdf.toString('latin1');
  expect(text.startsWith('%PDF-')).toBe(true);
  expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  const startxref = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(text)?.[1]);
  expect(text.slice(startxref, startxref + 4)).toBe('xref');
  const [, first, size] = /^xref\s+(\d+) (\d+)\s/.exec(text.slice(startxref)) ?? [];
  expect(Number(first)).toBe(0);
  const entries = text.slice(startxref).split('\n').slice(2, 2 + Number(size));
  entries.slice(1).forEach((entry, i) => {
    expect(entry).toMatch(/^\d{10} 00000 n $/);
    const offset = Number(entry.slice(0, 10));
    expect(text.slice(offset, offset + 12)).toMatch(new RegExp(`^${i + 1} 0 obj`));
  });
  expect((text.match(/\/Type \/Page\b/g) ?? []).length).toBeGreaterThanOrEqual(3);
}

/** A migrated empty database and a data dir of its own, closed and removed afterwards. */
export async function withFreshDatabase(fn: (database: Database, storage: Storage) => Promise<void>) {
  const database = await createTestDatabase();
  const dir = mkdtempSync(join(tmpdir(), 'foundation-seed-'));
  try {
    await fn(database, localStorage(dir));
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
