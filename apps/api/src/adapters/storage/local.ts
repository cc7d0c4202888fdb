import { constants, createReadStream, mkdirSync } from 'node:fs';
import { access, mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';
import type { Area, Storage, StoredFile } from './types.ts';
import { contentTypeOf } from './content-type.ts';
import { checkKey, checkPrefix } from './keys.ts';
import { resolveRange } from './ranges.ts';

/** Files below `dir`, depth first, with keys relative to the area; a folder that is not there holds nothing. */
async function* walk(dir: string, keyPrefix: string): AsyncGenerator<{ path: string; key: string }> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    const path = join(dir, entry.name);
    const key = keyPrefix + entry.name;
    if (entry.isDirectory()) yield* walk(path, `${key}/`);
    else if (entry.isFile()) yield { path, key };
  }
}

/** Local disk under DATA_DIR: the default for a single server. */
export function localStorage(dataDir: string): Storage {
  const roots: Record<Area, string> = { public: join(dataDir, 'uploads'), private: join(dataDir, 'private') };
  for (const root of Object.values(roots)) mkdirSync(root, { recursive: true });
  const pathOf = (area: Area, key: string) => {
    const root = roots[area];
    const full = normalize(join(root, checkKey(key)));
    // checkKey already refuses ".." and the like; this guards the rule itself.
    if (!full.startsWith(root + sep)) throw new Error('Storage key escapes its area');
    return full;
  };
  return {
    publicRoot: roots.public,
    async put(area, key, data) {
      const path = pathOf(area, key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, data);
    },
    async read(area, key, range) {
      const path = pathOf(area, key);
      const info = await stat(path).catch(() => null);
      if (!info?.isFile()) return null;
      const { start, end } = range ? resolveRange(range, info.size) : { start: 0, end: info.size - 1 };
      return {
        stream: range ? createReadStream(path, { start, end }) : createReadStream(path),
        size: info.size,
        start,
        end,
        contentType: contentTypeOf(key),
        // The shape @fastify/static gives local files, so a cached copy stays valid either way.
        etag: `W/"${info.size.toString(16)}-${info.mtime.getTime().toString(16)}"`,
        modified: info.mtime,
      };
    },
    async *list(area, prefix = '') {
      // Walk only the folder the prefix names, then match the rest of it against names.
      const folder = checkPrefix(prefix).slice(0, prefix.lastIndexOf('/') + 1);
      for await (const file of walk(folder ? pathOf(area, folder.slice(0, -1)) : roots[area], folder)) {
        if (!file.key.startsWith(prefix)) continue;
        const info = await stat(file.path).catch(() => null);
        if (info) yield { key: file.key, size: info.size, modified: info.mtime } satisfies StoredFile;
      }
    },
    async remove(area, key) {
      await rm(pathOf(area, key), { force: true });
    },
    async check() {
      await Promise.all(Object.values(roots).map((root) => access(root, constants.R_OK | constants.W_OK)));
    },
    async close() {},
  };
}
