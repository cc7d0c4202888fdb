import { Digest, readAll, readArchive } from './archive.ts';
import { codeLevel, filePath, MANIFEST_PATH, ManifestSchema, tablePath, type Manifest } from './manifest.ts';

/** A backup this code will not restore; the message says why, for the person running it. */
export class ArchiveRefusedError extends Error {}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));


/** Reads the whole archive once, hashing every entry; nothing is written anywhere. */
async function scan(file: string) {
  const seen = new Map<string, { size: number; sha256: string; lines: number }>();
  let manifest: Buffer | undefined;
  try {
    for await (const entry of readArchive(file)) {
      if (entry.type !== 'File') continue;
      if (entry.path === MANIFEST_PATH) {
        manifest = await readAll(entry);
        continue;
      }
      const digest = new Digest();
      for await (const chunk of entry) digest.update(chunk as Buffer);
      seen.set(entry.path, { size: digest.size, sha256: digest.sha256(), lines: digest.lines });
    }
  } catch (error) {
    throw new ArchiveRefusedError(`${file} is damaged or not a backup archive (${messageOf(error)}). Nothing was restored.`, { cause: error });
  }
  if (!manifest) throw new ArchiveRefusedError(`${file} has no ${MANIFEST_PATH}: it was cut short or not made by \`npm run backup\`. Nothing was restored.`);
  let parsed;
  try {
    parsed = ManifestSchema.safeParse(JSON.parse(manifest.toString('utf8')));
  } catch (error) {
    parsed = { success: false as const, error };
  }
  if (!parsed.success) {
    throw new ArchiveRefusedError(`${file} has a ${MANIFEST_PATH} this version cannot read (${messageOf(parsed.error)}). Nothing was restored.`);
  }
  return { manifest: parsed.data, seen };
}

/**
 * Checks an archive before anything is touched: it unpacks cleanly, every table and file has the
 * size and SHA-256 its manifest promises (and each table as many lines as rows), nothing is
 * missing or extra, and its migrations are not newer than this code.
 */
export async function verifyArchive(file: string): Promise<Manifest> {
  const { manifest, seen } = await scan(file);
  const problems: string[] = [];
  const expect = (path: string, size: number, sha256: string, lines?: number) => {
    const got = seen.get(path);
    seen.delete(path);
    if (!got) problems.push(`${path} is missing`);
    else if (got.size !== size || got.sha256 !== sha256) problems.push(`${path} does not match its checksum`);
    else if (lines !== undefined && got.lines !== lines) problems.push(`${path} holds ${got.lines} rows, not ${lines}`);
  };
  for (const table of manifest.tables) expect(tablePath(table.name), table.size, table.sha256, table.rows);
  for (const stored of manifest.files) expect(filePath(stored.area, stored.key), stored.size, stored.sha256);
  for (const path of seen.keys()) problems.push(`${path} is not listed in the manifest`);
  if (problems.length > 0) {
    const shown = problems.slice(0, 5).join('; ') + (problems.length > 5 ? `; and ${problems.length - 5} more` : '');
    throw new ArchiveRefusedError(`${file} does not verify: ${shown}. Nothing was restored.`);
  }

  const code = codeLevel();
  if ((manifest.migration.latest_when ?? 0) > (code.latest_when ?? 0)) {
    throw new ArchiveRefusedError(
      `${file} was made by a newer version of the site (database migration ${manifest.migration.latest_tag ?? manifest.migration.latest_when}); ` +
        `this version knows migrations up to ${code.latest_tag}. Update the code, then restore. Nothing was restored.`,
    );
  }
  return manifest;
}
