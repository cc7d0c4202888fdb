import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@foundation/contract/common';
import { createTestApp, type TestContext } from './helpers.ts';
import { startS3, type TestS3 } from './s3.ts';

/**
 * /uploads as a browser sees it: from local disk (the static file server) and from S3 (our own
 * route) the same cases give the same answers.
 */
const setups: Record<string, () => Promise<{ t: TestContext; close(): Promise<void> }>> = {
  'local disk': async () => {
    const t = await createTestApp();
    return { t, close: () => t.close() };
  },
  s3: async () => {
    const s3: TestS3 = await startS3();
    const t = await createTestApp({ storage: s3.storage });
    return { t, close: async () => (await t.close(), await s3.close()) };
  },
};

const audio = Buffer.from(Array.from({ length: 2000 }, (_, i) => i % 251));

describe.each(Object.keys(setups))('/uploads from %s', (name) => {
  let t: TestContext;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ t, close } = await setups[name]!());
    await t.storage.put('public', 'audio/talk.mp3', audio);
    await t.storage.put('public', 'brand/mark.svg', `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(600)}</svg>`);
    await t.storage.put('private', 'receipts/r.pdf', '%PDF-1.4 receipt');
  });
  afterAll(() => close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

  it('serves a public file with a week-long cache, its validators and the right type', async () => {
    const res = await get('/uploads/audio/talk.mp3');
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(audio)).toBe(true);
    expect(res.headers).toMatchObject({
      'content-type': 'audio/mpeg',
      'cache-control': 'public, max-age=604800',
      'accept-ranges': 'bytes',
      'content-length': '2000',
      etag: expect.any(String),
      'last-modified': expect.any(String),
    });
  });

  it('answers 304 when the browser holds the same copy', async () => {
    const first = await get('/uploads/audio/talk.mp3');
    const again = await get('/uploads/audio/talk.mp3', { 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const since = await get('/uploads/audio/talk.mp3', { 'if-modified-since': first.headers['last-modified'] as string });
    expect(since.statusCode).toBe(304);
    const changed = await get('/uploads/audio/talk.mp3', { 'if-none-match': '"another"' });
    expect(changed.statusCode).toBe(200);
  });

  it('lets an audio player seek: 206 with the bytes asked for, 416 past the end', async () => {
    for (const [range, start, end] of [['bytes=100-199', 100, 199], ['bytes=1990-', 1990, 1999], ['bytes=-10', 1990, 1999]] as const) {
      const res = await get('/uploads/audio/talk.mp3', { range, 'accept-encoding': 'br' });
      expect({ range, status: res.statusCode, contentRange: res.headers['content-range'], length: res.headers['content-length'] }).toEqual({
        range,
        status: 206,
        contentRange: `bytes ${start}-${end}/2000`,
        length: String(end - start + 1),
      });
      expect(res.rawPayload.equals(audio.subarray(start, end + 1))).toBe(true);
    }
    const past = await get('/uploads/audio/talk.mp3', { range: 'bytes=5000-' });
    expect(past.statusCode).toBe(416);
    // Our route names the size as RFC 9110 advises; the static file server for local disk never did.
    if (name === 's3') expect(past.headers['content-range']).toBe('bytes */2000');
    // A range the server cannot read is ignored: the whole file, as RFC 9110 allows.
    const odd = await get('/uploads/audio/talk.mp3', { range: 'pages=1-2' });
    expect(odd.statusCode).toBe(200);
    expect(odd.rawPayload.length).toBe(2000);
  });

  it('sends the whole new file when the copy a range belongs to has changed', async () => {
    const res = await get('/uploads/audio/talk.mp3', { range: 'bytes=0-9', 'if-range': '"stale"' });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBe(2000);
  });

  it('answers HEAD with the headers alone', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/uploads/audio/talk.mp3' });
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({ 'content-length': '2000', 'content-type': 'audio/mpeg', etag: expect.any(String) });
    expect(res.body).toBe('');
    const part = await t.app.inject({ method: 'HEAD', url: '/uploads/audio/talk.mp3', headers: { range: 'bytes=0-99' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-length']).toBe('100');
    expect((await t.app.inject({ method: 'HEAD', url: '/uploads/audio/none.mp3' })).statusCode).toBe(404);
  });

  it('compresses an SVG for a browser that accepts it', async () => {
    const res = await get('/uploads/brand/mark.svg', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toMatch(/^<svg/);
  });

  it('answers the JSON 404 for a missing file, and never a 500 or a private file for any path', async () => {
    const paths = [
      '/uploads/audio/none.mp3',
      '/uploads/../private/receipts/r.pdf',
      '/uploads/%2e%2e/private/receipts/r.pdf',
      '/uploads/..%2fprivate%2freceipts%2fr.pdf',
      '/uploads/receipts/r.pdf',
      '/uploads/audio%00/talk.mp3',
      '/uploads/audio/talk.mp3%00.png',
      '/uploads/a%5c..%5cb',
      '/uploads/a//b',
      '/uploads/',
      `/uploads/${'x'.repeat(300)}`,
      `/uploads/${'long/'.repeat(2000)}x.png`,
      '/uploads/%E0%A4%A',
    ];
    for (const url of paths) {
      const res = await get(url);
      expect({ url, ok: res.statusCode === 404 || res.statusCode === 400 || res.statusCode === 403 }).toEqual({ url, ok: true });
      expect(res.body).not.toContain('receipt');
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    }
    const missing = await get('/uploads/audio/none.mp3');
    expect(missing.json()).toEqual({ message: messages.notFound });
  });
});
