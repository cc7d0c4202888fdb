import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaMessages } from '@foundation/contract/admin/kit';
import { MediaListResponseSchema } from '@foundation/contract/admin/media';
import { messages } from '@foundation/contract/common';
import { createTestApp, type TestContext } from './helpers.ts';
import { receipts } from './fixtures/donations.ts';
import { jpeg, pdfBytes, signInStaff, staffClient, uploaded, wav, type StaffClient } from './fixtures/back-office.ts';

/** The media library: files typed by their bytes, images resized and re-encoded, all reusable. */
let t: TestContext;
let staff: StaffClient;
let token: string;
const LIMIT = 2 * 1_048_576;

beforeAll(async () => {
  t = await createTestApp({ env: { MEDIA_LIMIT_BYTES: String(LIMIT) } });
  token = await signInStaff(t);
  staff = staffClient(t, token);
});
afterAll(() => t.close());

const fetchPublic = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

describe('uploading an image', () => {
  it('keeps the original, stores its size, and makes WebP and AVIF copies at the site widths readable under /uploads/', async () => {
    const original = await jpeg(2000, 1000);
    const file = await uploaded(staff, { filename: 'Eid gathering.JPG', type: 'image/jpeg', content: original });
    expect(file).toMatchObject({ kind: 'image', mime: 'image/jpeg', original_name: 'Eid gathering.JPG', size: original.length, width: 2000, height: 1000 });
    expect(file.url).toMatch(/^\/uploads\/media\/\d{4}-\d{2}\/[\w-]+\.jpg$/);
    expect(file.variants.map((v) => [v.format, v.width, v.height])).toEqual([
      ['webp', 400, 200],
      ['avif', 400, 200],
      ['webp', 800, 400],
      ['avif', 800, 400],
      ['webp', 1600, 800],
      ['avif', 1600, 800],
    ]);
    const kept = await fetchPublic(file.url);
    expect(kept.statusCode).toBe(200);
    expect(kept.rawPayload.equals(original)).toBe(true);
    for (const variant of file.variants) {
      const res = await fetchPublic(variant.url);
      expect({ url: variant.url, status: res.statusCode, type: res.headers['content-type'] }).toEqual({ url: variant.url, status: 200, type: `image/${variant.format}` });
      expect(res.rawPayload.length).toBe(variant.size);
      const meta = await sharp(res.rawPayload).metadata();
      expect({ format: meta.format === 'heif' ? 'avif' : meta.format, width: meta.width, height: meta.height }).toEqual({ format: variant.format, width: variant.width, height: variant.height });
    }
  });

  it('never upscales a small image, and turns a camera photo upright', async () => {
    const small = await uploaded(staff, { filename: 'icon.png', type: 'image/png', content: await sharp(await jpeg(300, 200)).png().toBuffer() });
    expect(small).toMatchObject({ mime: 'image/png', width: 300, height: 200 });
    // Every width's name holds the image at its own 300 px (decision 21).
    expect(small.variants.map((v) => [v.format, v.width, v.url.replace(/^.*-/, '-')])).toEqual(
      ['400', '800', '1600'].flatMap((w) => [['webp', 300, `-${w}.webp`], ['avif', 300, `-${w}.avif`]]),
    );

    const sideways = await sharp(await jpeg(900, 600)).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    const upright = await uploaded(staff, { filename: 'phone.jpg', type: 'image/jpeg', content: sideways });
    expect({ width: upright.width, height: upright.height }).toEqual({ width: 600, height: 900 });
    expect(upright.variants.find((v) => v.format === 'webp' && v.width === 400)).toMatchObject({ height: 600 });
  });

  it("keeps no camera metadata in the public original: a phone photo's GPS position and owner are gone", async () => {
    const exif = { IFD0: { Artist: 'Bilal Home', Make: 'Phone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '33/1 41/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '73/1 3/1 0/1' } };
    const photo = await sharp(await jpeg(900, 600)).withExif(exif).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    expect((await sharp(photo).metadata()).exif?.toString('latin1')).toContain('Bilal Home');

    const file = await uploaded(staff, { filename: 'family visit.jpg', type: 'image/jpeg', content: photo });
    const kept = (await fetchPublic(file.url)).rawPayload;
    expect(file.size).toBe(kept.length);
    const meta = await sharp(kept).metadata();
    expect({ format: meta.format, exif: meta.exif, xmp: meta.xmp, width: meta.width, height: meta.height }).toEqual({
      format: 'jpeg',
      exif: undefined,
      xmp: undefined,
      width: 600,
      height: 900,
    });
    expect(kept.includes(Buffer.from('Bilal Home'))).toBe(false);
  });

  it('accepts the other image types by their bytes: GIF, WebP and AVIF', async () => {
    const avif = await sharp(await jpeg(500, 300)).avif().toBuffer();
    for (const [filename, content, mime] of [
      ['a.gif', receipts.gif, 'image/gif'],
      ['b.webp', receipts.webp, 'image/webp'],
      ['c.avif', avif, 'image/avif'],
    ] as const) {
      const file = await uploaded(staff, { filename, type: 'application/octet-stream', content });
      expect({ filename, mime: file.mime, kind: file.kind, variants: file.variants.length > 0 }).toEqual({ filename, mime, kind: 'image', variants: true });
    }
  });
});

describe('refusing a file', () => {
  const refusal = async (filename: string, content: Buffer, kind?: string) => {
    const res = await staff.upload({ filename, type: 'image/png', content }, kind);
    expect({ filename, status: res.statusCode }).toEqual({ filename, status: 422 });
    expect(res.json().message).toBe(messages.invalidData);
    return res.json().errors.file as string[];
  };

  it('refuses a disguised file: a web page or a program named as an image, a PDF named as audio', async () => {
    const html = Buffer.from('<!DOCTYPE html><html><script>fetch("/api/admin/me")</script></html>');
    expect(await refusal('holiday.png', html)).toEqual([mediaMessages.disguised('holiday.png', 'an image', 'a web page')]);
    expect(await refusal('photo.jpg', receipts.exe)).toEqual([mediaMessages.disguised('photo.jpg', 'an image', 'a Windows program')]);
    expect(await refusal('lecture.mp3', pdfBytes)).toEqual([mediaMessages.disguised('lecture.mp3', 'an audio file', 'a PDF')]);
    expect(await refusal('cover.png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'))).toEqual([
      mediaMessages.disguised('cover.png', 'an image', 'an SVG document'),
    ]);
    expect(await refusal('notes.txt', Buffer.from('just some text'))).toEqual([mediaMessages.unsupported]);
    expect(await refusal('logo.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toEqual([mediaMessages.unsupported]);
    // Nothing of a refused file is kept or listed.
    const list = MediaListResponseSchema.parse((await staff.get('/api/admin/media?q=holiday')).json());
    expect(list.total).toBe(0);
  });

  it('refuses a damaged image, another kind than the picker asked for, an empty file and no file', async () => {
    const broken = Buffer.concat([receipts.png.subarray(0, 16), Buffer.alloc(64, 7)]);
    expect(await refusal('broken.png', broken)).toEqual([mediaMessages.unreadableImage]);
    expect(await refusal('book.pdf', pdfBytes, 'image')).toEqual([mediaMessages.wrongKind('image')]);
    expect(await refusal('empty.png', Buffer.alloc(0))).toEqual([mediaMessages.fileRequired]);
    const noFile = await t.app.inject({ method: 'POST', url: '/api/admin/media', headers: { authorization: `Bearer ${token}` }, payload: { file: 'x' } });
    expect(noFile.statusCode).toBe(415);
  });

  it('refuses a file past the limit with 413 and keeps nothing of it', async () => {
    const big = Buffer.concat([pdfBytes, Buffer.alloc(LIMIT + 10, 0x20)]);
    const res = await staff.upload({ filename: 'huge.pdf', type: 'application/pdf', content: big });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: mediaMessages.tooLarge(LIMIT) });
    expect(MediaListResponseSchema.parse((await staff.get('/api/admin/media?q=huge')).json()).total).toBe(0);
  });
});

describe('PDFs, audio and the library', () => {
  it('stores a PDF and audio as they are, served with ranges', async () => {
    const pdf = await uploaded(staff, { filename: 'Annual report 2026.pdf', type: 'application/pdf', content: pdfBytes });
    expect(pdf).toMatchObject({ kind: 'pdf', mime: 'application/pdf', width: null, height: null, variants: [] });
    const part = await fetchPublic(pdf.url, { range: 'bytes=0-4' });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe('%PDF-');

    const audio = await uploaded(staff, { filename: 'dars.wav', type: 'audio/wav', content: wav() });
    expect(audio).toMatchObject({ kind: 'audio', mime: 'audio/wav', size: wav().length });
    const mp3 = await uploaded(staff, { filename: 'naat', type: 'audio/mpeg', content: Buffer.concat([Buffer.from('ID3\u0004\u0000\u0000\u0000\u0000\u0000\u0000', 'latin1'), Buffer.alloc(64)]) });
    expect(mp3).toMatchObject({ kind: 'audio', mime: 'audio/mpeg' });
    expect(mp3.url).toMatch(/\.mp3$/);
    expect((await fetchPublic(audio.url, { range: 'bytes=0-3' })).body).toBe('RIFF');
  });

  it('lists the library newest first, by kind and by name, with who uploaded each file', async () => {
    const all = MediaListResponseSchema.parse((await staff.get('/api/admin/media?per_page=100')).json());
    expect(all.total).toBe(all.data.length);
    const times = all.data.map((m) => Date.parse(m.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const pdfs = MediaListResponseSchema.parse((await staff.get('/api/admin/media?kind=pdf')).json());
    expect(pdfs.data.map((m) => m.original_name)).toEqual(['Annual report 2026.pdf']);
    const named = MediaListResponseSchema.parse((await staff.get('/api/admin/media?q=EID')).json());
    expect(named.data).toMatchObject([{ original_name: 'Eid gathering.JPG', created_by: expect.any(Number) }]);
    const one = await staff.get(`/api/admin/media/${named.data[0]!.id}`);
    expect(one.json()).toEqual({ data: named.data[0] });
  });
});

describe('deleting a file', () => {
  it('deletes a file nothing uses, with its copies, and refuses one a blog post or its text still shows', async () => {
    const spare = await uploaded(staff, { filename: 'spare.jpg', type: 'image/jpeg', content: await jpeg(500, 300) });
    const urls = [spare.url, ...spare.variants.map((v) => v.url)];
    expect(await staff.del(`/api/admin/media/${spare.id}`)).toMatchObject({ statusCode: 204, body: '' });
    for (const url of urls) expect({ url, status: (await fetchPublic(url)).statusCode }).toEqual({ url, status: 404 });
    expect((await staff.get(`/api/admin/media/${spare.id}`)).statusCode).toBe(404);
    expect((await staff.del(`/api/admin/media/${spare.id}`)).statusCode).toBe(404);

    const cover = await uploaded(staff, { filename: 'cover.jpg', type: 'image/jpeg', content: await jpeg(500, 300) });
    const inline = await uploaded(staff, { filename: 'inline.jpg', type: 'image/jpeg', content: await jpeg(500, 300) });
    const post = {
      title: 'Eid packs delivered',
      author_name: 'Sana Javed',
      image: cover.url,
      description: `<p>Packed in Lahore.</p><img src="${inline.variants[0]!.url}" alt="Volunteers packing">`,
    };
    expect((await staff.post('/api/admin/blogs', post)).statusCode).toBe(201);
    for (const file of [cover, inline]) {
      const res = await staff.del(`/api/admin/media/${file.id}`);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: mediaMessages.inUse(['blog post "Eid packs delivered"'], 0) });
      expect((await fetchPublic(file.url)).statusCode).toBe(200);
    }
  });
});
