/**
 * What the seed's pictures cost in the media library. The demo uploads every picture it draws
 * (the gallery's photos, the covers of courses, books, campaigns, posts, news and lectures); the
 * essentials' logo and welfare tiles stay generated SVG files that no library row names. This
 * times the seed as it is, then what it would add to put those SVGs in the library too: each
 * rasterized by sharp (librsvg) to PNG and uploaded through `uploadMedia`
 * exactly as a file staff upload (WebP and AVIF copies at the site's widths, a media_files row),
 * against an in-memory PGlite and a temporary folder.
 *
 *   npx tsx bench/seed-images.ts            # at the SVGs' own size (1x) and at twice it (2x)
 *   BENCH_DENSITIES=72 npx tsx bench/seed-images.ts
 *
 * The SVGs are found by seeding a scratch database and reading back every .svg it published.
 * Prints the figures and writes bench/results/seed-images.json. Never part of `npm test`.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { localStorage, type Storage } from '../apps/api/src/adapters/storage.ts';
import { openPglite } from '../apps/api/src/db/client.ts';
import { migrate } from '../apps/api/src/db/migrate.ts';
import { mediaFiles } from '../apps/api/src/db/schema/index.ts';
import { seed } from '../apps/api/src/seed/index.ts';
import { SYSTEM_ACTOR } from '../apps/api/src/services/write.ts';
import { uploadMedia } from '../apps/api/src/services/media/media-library.ts';

const results = fileURLToPath(new URL('./results/', import.meta.url));
/** 72 dpi is the SVG's own pixel size (a 640x400 card stays 640x400); 144 doubles it for sharp screens. */
const DENSITIES = (process.env.BENCH_DENSITIES ?? '72,144').split(',').map(Number);

async function svgsOf(storage: Storage) {
  const found: { key: string; svg: Buffer }[] = [];
  for await (const { key } of storage.list('public', '')) {
    if (!key.endsWith('.svg')) continue;
    const file = await storage.read('public', key);
    const chunks: Buffer[] = [];
    for await (const chunk of file!.stream) chunks.push(chunk as Buffer);
    found.push({ key, svg: Buffer.concat(chunks) });
  }
  return found.sort((a, b) => a.key.localeCompare(b.key));
}

const ms = (from: number) => Math.round(performance.now() - from);

async function main() {
  const scratch = mkdtempSync(join(tmpdir(), 'bench-seed-images-'));
  try {
    const source = await openPglite();
    await migrate(source);
    const sourceFiles = localStorage(join(scratch, 'source'));
    let started = performance.now();
    await seed(source.db, sourceFiles, { demo: true });
    const seedMs = ms(started);
    const pictures = await svgsOf(sourceFiles);
    const [uploadedImages] = await source.db.select({ n: count() }).from(mediaFiles).where(eq(mediaFiles.kind, 'image'));
    await source.close();
    const byFolder: Record<string, number> = {};
    for (const p of pictures) byFolder[p.key.split('/')[0]!] = (byFolder[p.key.split('/')[0]!] ?? 0) + 1;
    console.log(`${cpus().length} cores, load ${loadavg()[0]!.toFixed(1)}; the seed (essentials and demo) took ${seedMs} ms, uploaded ${uploadedImages?.n} images and wrote ${pictures.length} SVGs:`, byFolder);

    const runs = [];
    for (const density of DENSITIES) {
      const database = await openPglite();
      await migrate(database);
      const storage = localStorage(join(scratch, `d${density}`));
      let rasterMs = 0;
      let uploadMs = 0;
      let pngBytes = 0;
      let storedBytes = 0;
      let variants = 0;
      started = performance.now();
      for (const p of pictures) {
        const t0 = performance.now();
        const png = await sharp(p.svg, { density }).png({ compressionLevel: 6 }).toBuffer();
        rasterMs += performance.now() - t0;
        pngBytes += png.length;
        const t1 = performance.now();
        const done = await uploadMedia({ db: database.db, storage }, SYSTEM_ACTOR, { bytes: png, filename: p.key.replace(/\//g, '-').replace(/\.svg$/, '.png'), mimetype: 'image/png' });
        uploadMs += performance.now() - t1;
        if (done.status !== 'ok') throw new Error(`${p.key}: ${JSON.stringify(done)}`);
        variants += done.value.variants.length;
        storedBytes += done.value.size + done.value.variants.reduce((sum, v) => sum + v.size, 0);
      }
      const run = {
        density,
        load: Number(loadavg()[0]!.toFixed(1)),
        pictures: pictures.length,
        totalMs: ms(started),
        rasterizeMs: Math.round(rasterMs),
        uploadMs: Math.round(uploadMs),
        perPictureMs: Math.round((performance.now() - started) / pictures.length),
        variants,
        pngKiB: Math.round(pngBytes / 1024),
        storedKiB: Math.round(storedBytes / 1024),
      };
      console.log(run);
      runs.push(run);
      await database.close();
    }
    mkdirSync(results, { recursive: true });
    writeFileSync(join(results, 'seed-images.json'), JSON.stringify({ cores: cpus().length, seedMs, uploadedImages: uploadedImages?.n, svgs: byFolder, runs }, null, 2));
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

await main();
