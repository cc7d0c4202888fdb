import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Database, Db } from '../db/client.ts';
import type { Area, Storage } from '../adapters/storage.ts';
import { createArchive, type ArchiveWriter } from './archive.ts';
import { databaseLevel, FORMAT_VERSION, filePath, MANIFEST_PATH, tablePath, type Manifest } from './manifest.ts';
import { tablesInOrder } from './table-order.ts';
import { dumpRows, shapeOf } from './table-rows.ts';

export interface BackupSource {
  database: Database;
  storage: Storage;
}

interface Spooled {
  name: string;
  rows: number;
  columns: string[];
  path: string;
}

/**
 * Writes every table to a JSON-lines file beside the archive, all inside one read-only
 * REPEATABLE READ transaction: a server running on PostgreSQL meanwhile changes nothing the dump
 * sees, so the tables agree with each other. (A tar header needs the size, hence the spool.)
 */
async function spoolTables(db: Db, dir: string) {
  return db.transaction(
    async (tx) => {
      const migration = await databaseLevel(tx);
      const tables: Spooled[] = [];
      for (const table of tablesInOrder()) {
        const shape = shapeOf(table);
        const path = join(dir, `${shape.name}.jsonl`);
        let rows = 0;
        const lines = async function* () {
          for await (const line of dumpRows(tx, shape)) {
            rows++;
            yield `${line}\n`;
          }
        };
        await pipeline(Readable.from(lines()), createWriteStream(path));
        tables.push({ name: shape.name, rows, columns: shape.columns.map((column) => column.name), path });
      }
      return { migration, tables };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** Every stored file of an area, streamed into the archive. */
async function archiveFiles(archive: ArchiveWriter, storage: Storage, area: Area): Promise<Manifest['files']> {
  const files: Manifest['files'] = [];
  for await (const { key } of storage.list(area)) {
    const file = await storage.read(area, key);
    // Removed since it was listed (a rejected draft, a replaced image): nothing to keep.
    if (!file) continue;
    const digest = await archive.add(filePath(area, key), file.size, file.stream);
    files.push({ area, key, ...digest });
  }
  return files;
}

/**
 * One .tar.gz holding the whole installation: tables/<name>.jsonl in foreign-key order, then
 * files/public/… and files/private/…, then manifest.json with the counts and checksums a restore
 * verifies. Written to `<file>.partial` and renamed at the end, so a backup cut short never looks
 * like a good one.
 */
export async function backup(source: BackupSource, file: string): Promise<Manifest> {
  await mkdir(dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  const spool = await mkdtemp(join(dirname(file), '.spool-'));
  let archive: ArchiveWriter | undefined;
  try {
    const { migration, tables } = await spoolTables(source.database.db, spool);
    archive = createArchive(partial);
    const manifestTables: Manifest['tables'] = [];
    for (const table of tables) {
      const { size } = await stat(table.path);
      const digest = await archive.add(tablePath(table.name), size, createReadStream(table.path));
      manifestTables.push({ name: table.name, rows: table.rows, columns: table.columns, ...digest });
      await rm(table.path);
    }
    const publicFiles = await archiveFiles(archive, source.storage, 'public');
    const privateFiles = await archiveFiles(archive, source.storage, 'private');
    const manifest: Manifest = {
      format: 'foundation-backup',
      format_version: FORMAT_VERSION,
      created_at: new Date().toISOString(),
      database: source.database.kind,
      migration,
      tables: manifestTables,
      file_counts: { public: publicFiles.length, private: privateFiles.length },
      files: [...publicFiles, ...privateFiles],
    };
    const text = Buffer.from(JSON.stringify(manifest, null, 1));
    await archive.add(MANIFEST_PATH, text.length, Readable.from([text]));
    await archive.close();
    await rename(partial, file);
    return manifest;
  } catch (error) {
    archive?.abort();
    await rm(partial, { force: true });
    throw error;
  } finally {
    await rm(spool, { recursive: true, force: true });
  }
}
