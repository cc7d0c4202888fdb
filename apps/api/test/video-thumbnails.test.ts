import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embedUrls, liveErrors } from '@foundation/contract/media';
import { messages } from '@foundation/contract/common';
import { createTestApp, type TestContext } from './helpers.ts';
import { fakeEnv, startFakePlatforms, type FakePlatforms } from './fake-platforms.ts';
import { insertPlaylist } from './media-fixtures.ts';

/**
 * GET /api/thumbnails/youtube/:videoId against a local fake of i.ytimg.com: pages show a video's
 * still from our own origin, so a visitor's browser asks YouTube for nothing before play.
 */
let fake: FakePlatforms;
let t: TestContext;
const TIMEOUT_MS = 300;

beforeAll(async () => {
  fake = await startFakePlatforms();
  t = await createTestApp({ env: fakeEnv(fake, TIMEOUT_MS) });
  // The playlist's copy names stored00000 and stored00001: videos the site shows.
  await insertPlaylist(t.database.db, 'PLthumbs', 'Friday sermons', ['The Rights of Neighbours', 'Honesty in Trade']);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const still = (videoId: string) => t.app.inject(embedUrls.youtubeThumbnail(videoId));

describe('a video still from our own origin', () => {
  it('is fetched once, cropped to the 16:9 picture as a WebP, and kept for a video the site shows', async () => {
    const first = await still('stored00000');
    expect({ status: first.statusCode, type: first.headers['content-type'], cache: first.headers['cache-control'] }).toEqual({
      status: 200,
      type: 'image/webp',
      cache: 'public, max-age=604800',
    });
    const { data, info } = await sharp(first.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect({ format: (await sharp(first.rawPayload).metadata()).format, width: info.width, height: info.height }).toEqual({ format: 'webp', width: 480, height: 270 });
    // The top row is the picture's green, not YouTube's black bar.
    expect(data[1]).toBeGreaterThan(60);

    expect((await still('stored00000')).rawPayload.equals(first.rawPayload)).toBe(true);
    expect(fake.calls.get('still:stored00000')).toBe(1);
    expect(await t.storage.read('public', 'thumbnails/youtube/stored00000.webp')).not.toBeNull();
  });

  it('serves a kept still after a restart without asking YouTube again', async () => {
    await still('stored00001');
    const again = await createTestApp({ env: fakeEnv(fake, TIMEOUT_MS), database: t.database, storage: t.storage });
    try {
      expect((await again.app.inject(embedUrls.youtubeThumbnail('stored00001'))).statusCode).toBe(200);
      expect(fake.calls.get('still:stored00001')).toBe(1);
    } finally {
      await again.close();
    }
  });

  it("shows another video's still (a live broadcast) but keeps nothing of it, so strangers cannot fill the storage", async () => {
    const res = await still('broadcast01');
    expect({ status: res.statusCode, cache: res.headers['cache-control'] }).toEqual({ status: 200, cache: 'public, max-age=3600' });
    expect(await t.storage.read('public', 'thumbnails/youtube/broadcast01.webp')).toBeNull();
  });

  it('answers 404 for a video without a still, asking YouTube once for a burst of requests', async () => {
    const answers = await Promise.all([1, 2, 3].map(() => still('deleted-gone')));
    expect(answers.map((r) => [r.statusCode, r.json().message])).toEqual([1, 2, 3].map(() => [404, messages.notFound]));
    expect(answers[0]!.headers['cache-control']).toBe('public, max-age=3600');
    expect(fake.calls.get('still:deleted-gone')).toBe(1);
  });

  it('answers 502 within the upstream timeout when YouTube fails or hangs, and stores nothing', async () => {
    for (const videoId of ['broken-error', 'slow01-hang']) {
      const started = Date.now();
      const res = await still(videoId);
      expect({ videoId, status: res.statusCode, body: res.json(), cache: res.headers['cache-control'] }).toEqual({
        videoId,
        status: 502,
        body: { message: liveErrors.failed('youtube') },
        cache: 'no-store',
      });
      expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 2000);
      expect(await t.storage.read('public', `thumbnails/youtube/${videoId}.webp`)).toBeNull();
    }
  });

  it('refuses an id no video has with a 404, without a call', async () => {
    const before = fake.count('still:');
    for (const bad of ['short', 'x'.repeat(21), 'dot.dot.dot', '%2E%2E%2Fetc']) {
      expect({ bad, status: (await t.app.inject(`/api/thumbnails/youtube/${bad}`)).statusCode }).toEqual({ bad, status: 404 });
    }
    expect(fake.count('still:')).toBe(before);
  });
});
