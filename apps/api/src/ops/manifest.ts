import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { migrationsFolder } from '../db/migrate.ts';
import { rowsOf } from './table-rows.ts';

/** Bumped when the archive's layout changes in a way an older restore could not read. */
export const FORMAT_VERSION = 1;

const Sha256Schema = z.string().regex(/^[0-9a-f]{64}$/);
const CountSchema = z.number().int().nonnegative();

/** How far the database's migrations had gone: drizzle orders them by their `when`. */
const MigrationLevelSchema = z.object({ applied: CountSchema, latest_when: CountSchema.nullable(), latest_tag: z.string().nullable() });
export type MigrationLevel = z.infer<typeof MigrationLevelSchema>;

export const ManifestSchema = z.object({
  format: z.literal('foundation-backup'),
  format_version: z.literal(FORMAT_VERSION),
  created_at: z.iso.datetime({ offset: true }),
  database: z.enum(['pglite', 'postgres']),
  migration: MigrationLevelSchema,
  /** In foreign-key order, as the archive holds them. */
  tables: z.array(z.object({ name: z.string(), rows: CountSchema, columns: z.array(z.string()), size: CountSchema, sha256: Sha256Schema })),
  file_counts: z.object({ public: CountSchema, private: CountSchema }),
  files: z.array(z.object({ area: z.enum(['public', 'private']), key: z.string(), size: CountSchema, sha256: Sha256Schema })),
});
export type Manifest = z.infer<typeof ManifestSchema>;

export const tablePath = (name: string) => `tables/${name}.jsonl`;
export const filePath = (area: string, key: string) => `files/${area}/${key}`;
export const MANIFEST_PATH = 'manifest.json';

const JournalSchema = z.object({ entries: z.array(z.object({ when: z.number(), tag: z.string() })) });
const journal = () => JournalSchema.parse(JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8'))).entries;

/** The level this code migrates a database to. */
export function codeLevel(): MigrationLevel {
  const entries = journal();
  const last = entries[entries.length - 1];
  return { applied: entries.length, latest_when: last?.when ?? null, latest_tag: last?.tag ?? null };
}

/** The level a database stands at, read from drizzle's own bookkeeping table. */
export async function databaseLevel(db: Db): Promise<MigrationLevel> {
  const [row] = await rowsOf<{ applied: number; latest: string | null }>(
    db,
    sql`SELECT count(*)::int AS applied, max(created_at)::text AS latest FROM drizzle.__drizzle_migrations`,
  );
  const latest = row?.latest ? Number(row.latest) : null;
  return {
    applied: Number(row?.applied ?? 0),
    latest_when: latest,
    latest_tag: journal().find((entry) => entry.when === latest)?.tag ?? null,
  };
}
