import { buffer } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MediaRecord } from '@foundation/contract/admin/media';
import { MEDIA_WIDTHS, mediaCopyFormats, mediaCopyUrl } from '@foundation/contract/media-copies';
import { mediaFiles } from '../src/db/schema/index.ts';
import { fillMediaCopyNames } from '../src/services/media/media-copy-names.ts';
import { keyOfMediaUrl } from '../src/services/media/media-library.ts';
import { jpeg, uploaded, withStaffApp, type StaffClient } from './fixtures/back-office.ts';
import type { TestContext } from './helpers.ts';

/** Public pages build their srcset from an image's URL alone: every name they build must exist. */
let t: TestContext;
let staff: StaffClient;
withStaffApp((context, client) => {
  t = context;
  staff = client;
});

/** What a browser gets for a copy's URL: its status, type and pixel width. */
async function fetchCopy(url: string) {
  const res = await t.app.inject(url);
  const width = res.statusCode === 200 ? (await sharp(res.rawPayload).metadata()).width : null;
  return { url, status: res.statusCode, type: res.headers['content-type'], width };
}

/** Every copy pages ask for, as the contract names them, with the width it should hold. */
async function expectEveryCopy(file: MediaRecord) {
  const formats = mediaCopyFormats(file.url);
  expect(formats.length).toBeGreaterThan(0);
  for (const width of MEDIA_WIDTHS) {
    for (const format of formats) {
      const url = mediaCopyUrl(file.url, width, format);
      expect(await fetchCopy(url)).toEqual({ url, status: 200, type: `image/${format}`, width: Math.min(width, file.width!) });
      expect(file.variants.map((v) => v.url)).toContain(url);
    }
  }
}

describe('the copies public pages ask for', () => {
  it('exist under every width, for a large photo, a small picture and a screenshot', async () => {
    const png = await sharp(await jpeg(300, 200)).png().toBuffer();
    const webp = await sharp(await jpeg(640, 400)).webp().toBuffer();
    for (const [filename, content] of [['eid.jpg', await jpeg(2000, 1000)], ['gallery.webp', webp], ['icon.png', png]] as const) {
      await expectEveryCopy(await uploaded(staff, { filename, type: 'application/octet-stream', content }));
    }
  });

  it('are WebP alone for an animated GIF, which has no AVIF copy to offer', async () => {
    const frames = await Promise.all(['#0b5d3b', '#c9a227'].map((background) => sharp({ create: { width: 200, height: 100, channels: 3, background } }).png().toBuffer()));
    const gif = await sharp(frames, { join: { animated: true } }).gif().toBuffer();
    const file = await uploaded(staff, { filename: 'spinner.gif', type: 'image/gif', content: gif });
    expect(mediaCopyFormats(file.url)).toEqual(['webp']);
    expect(file.variants.every((v) => v.format === 'webp')).toBe(true);
    await expectEveryCopy(file);
  });
});

describe('images uploaded before copies were named by width', () => {
  let file: MediaRecord;
  const copy = (width: number, format: string) => file.url.replace(/\.\w+$/, `-${width}.${format}`);

  /** The library as it was: a 640 px picture's copies at 400 and at its own 640, nothing wider. */
  beforeAll(async () => {
    file = await uploaded(staff, { filename: 'old.jpg', type: 'image/jpeg', content: await jpeg(640, 400) });
    const old = [];
    for (const format of ['webp', 'avif'] as const) {
      const wide = (await t.storage.read('public', keyOfMediaUrl(copy(800, format))))!;
      await t.storage.put('public', keyOfMediaUrl(copy(640, format)), await buffer(wide.stream));
      for (const width of [800, 1600]) await t.storage.remove('public', keyOfMediaUrl(copy(width, format)));
      const at = (width: number) => file.variants.find((v) => v.format === format && v.url.endsWith(`-${width}.${format}`))!;
      old.push({ ...at(400) }, { ...at(800), url: copy(640, format) });
    }
    await t.database.db.update(mediaFiles).set({ variants: old }).where(eq(mediaFiles.id, file.id));
    expect((await fetchCopy(copy(800, 'webp'))).status).toBe(404);
  });

  it('get the names pages ask for at the next start, once, from the copies already made', async () => {
    expect(await fillMediaCopyNames(t.database.db, t.storage)).toBe(1);
    const [row] = await t.database.db.select().from(mediaFiles).where(eq(mediaFiles.id, file.id));
    await expectEveryCopy({ ...file, variants: row!.variants });
    // The old names stay listed, so deleting the file removes them too; a second start writes nothing.
    expect(row!.variants.map((v) => v.url)).toContain(copy(640, 'webp'));
    expect(await fillMediaCopyNames(t.database.db, t.storage)).toBe(0);
  });
});
