import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { minifySync, type Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text the browser downloads; images other than SVG and fonts are compressed already. */
const compressible = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this, the headers of a compressed reply cost about what they save. */
const minBytes = 1024;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

/**
 * Writes a .br (brotli 11) and a .gz (gzip 9) beside every text file of the build, once, so the
 * server hands phones the smallest file with no compression work per request (the API serves
 * them with @fastify/static's preCompressed option).
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'foundation:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir);
    },
    async closeBundle() {
      // Vite copies public/ as it is: its scripts (paint-first.js, read by every first visit) are
      // minified here, before they are compressed, so their comments cost a phone nothing.
      for (const entry of await readdir(outDir, { withFileTypes: true })) {
        if (!entry.isFile() || !entry.name.endsWith('.js')) continue;
        const path = join(outDir, entry.name);
        const { code, errors } = minifySync(entry.name, await readFile(path, 'utf8'), {});
        if (errors.length > 0) throw new Error(`${entry.name} could not be minified: ${errors.map((e) => e.message).join('; ')}`);
        await writeFile(path, code);
      }
      const jobs: Promise<void>[] = [];
      for await (const path of files(outDir)) {
        if (!compressible.test(path) || (await stat(path)).size < minBytes) continue;
        jobs.push(
          readFile(path).then(async (body) => {
            const [br, gzipped] = await Promise.all([
              brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
              gz(body, { level: 9 }),
            ]);
            await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gzipped)]);
          }),
        );
      }
      await Promise.all(jobs);
    },
  };
}
