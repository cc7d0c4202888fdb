import { createReadStream, mkdirSync } from 'node:fs';
import { constants } from 'node:fs';
import { access, mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where files live. `public` files are served as /uploads/<key>; `private` ones (receipts,
 * book PDFs) only through routes that decide who may read them.
 */
export type Area = 'public' | 'private';

export interface Storage {
  put(area: Area, key: string, data: Buffer | string): Promise<void>;
  read(area: Area, key: string): Promise<{ stream: Readable; size: number } | null>;
  remove(area: Area, key: string): Promise<void>;
  /** Rejects when files can be neither read nor written (for /readyz). */
  check(): Promise<void>;
  /** Local folder behind the public area, for the static file server. */
  publicRoot: string;
}

/** Local disk under DATA_DIR: the default for a single server. */
export function localStorage(dataDir: string): Storage {
  const roots: Record<Area, string> = { public: join(dataDir, 'uploads'), private: join(dataDir, 'private') };
  for (const root of Object.values(roots)) mkdirSync(root, { recursive: true });
  const pathOf = (area: Area, key: string) => {
    const root = roots[area];
    const full = normalize(join(root, key));
    // Keys are made by us, but a key must never climb out of its area whatever it holds.
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
    async read(area, key) {
      const path = pathOf(area, key);
      try {
        const info = await stat(path);
        if (!info.isFile()) return null;
        return { stream: createReadStream(path), size: info.size };
      } catch {
        return null;
      }
    },
    async remove(area, key) {
      await rm(pathOf(area, key), { force: true });
    },
    async check() {
      await Promise.all(Object.values(roots).map((root) => access(root, constants.R_OK | constants.W_OK)));
    },
  };
}
