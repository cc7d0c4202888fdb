import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { messages } from '@foundation/contract/common';
import { createTestApp, type TestContext } from './helpers.ts';

const index = '<!doctype html><html><head><title>Foundation</title></head><body><div id="root"></div></body></html>';
const script = 'console.log("app");';
const bigScript = `export const verses = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `verse ${i}`))};`;
const adminIndex = '<!doctype html><html><head><title>Back office</title></head><body><div id="admin"></div></body></html>';
const adminScript = 'console.log("admin");';
let web: string;
let admin: string;
let t: TestContext;

beforeAll(async () => {
  // A stand-in for apps/web/dist: the server only needs index.html and hashed assets.
  web = mkdtempSync(join(tmpdir(), 'foundation-web-'));
  mkdirSync(join(web, 'assets'));
  writeFileSync(join(web, 'index.html'), index);
  writeFileSync(join(web, 'assets', 'x.js'), script);
  // What apps/web/precompress.ts writes at build time beside a large enough file.
  writeFileSync(join(web, 'assets', 'big.js'), bigScript);
  writeFileSync(join(web, 'assets', 'big.js.br'), brotliCompressSync(bigScript));
  writeFileSync(join(web, 'assets', 'big.js.gz'), gzipSync(bigScript));
  // And for apps/admin/dist, served under /admin/.
  admin = mkdtempSync(join(tmpdir(), 'foundation-admin-'));
  mkdirSync(join(admin, 'assets'));
  writeFileSync(join(admin, 'index.html'), adminIndex);
  writeFileSync(join(admin, 'assets', 'a.js'), adminScript);
  t = await createTestApp({ webDist: web, adminDist: admin });
});
afterAll(async () => {
  await t.close();
  rmSync(web, { recursive: true, force: true });
  rmSync(admin, { recursive: true, force: true });
});

it.each(['/', '/education', '/courseDetail1/1', '/video&lecture', '/SingleNewsEventPage/3/2026-11-07', '/singleBlog?id=4'])(
  'answers the deep link %s with the app',
  async (url) => {
    const res = await t.app.inject(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(index);
  },
);

it('answers an unknown page with the app and a 404, so crawlers drop it', async () => {
  const res = await t.app.inject('/no-such-page');
  expect(res.statusCode).toBe(404);
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  expect(res.body).toBe(index);
});

it('keeps JSON 404s for unknown API paths and non-GET pages', async () => {
  for (const request of [{ method: 'GET', url: '/api/nothing' }, { method: 'POST', url: '/education' }] as const) {
    const res = await t.app.inject(request);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: messages.notFound });
  }
});

it('serves hashed assets with a year-long immutable cache', async () => {
  const res = await t.app.inject('/assets/x.js');
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/javascript/);
  expect(res.headers['cache-control']).toContain('immutable');
  expect(res.body).toBe(script);
});

it('serves public uploads, and nothing outside them', async () => {
  const picture = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
  await t.storage.put('public', 'gallery/camp.png', picture);
  await t.storage.put('private', 'receipts/r.pdf', '%PDF-1.4 receipt');

  const res = await t.app.inject('/uploads/gallery/camp.png');
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('image/png');
  expect(res.rawPayload.equals(picture)).toBe(true);

  const missing = await t.app.inject('/uploads/gallery/none.png');
  expect(missing.statusCode).toBe(404);
  expect(missing.json()).toEqual({ message: messages.notFound });

  for (const url of ['/uploads/../private/receipts/r.pdf', '/uploads/%2e%2e/private/receipts/r.pdf', '/uploads/..%2fprivate%2freceipts%2fr.pdf']) {
    const escape = await t.app.inject(url);
    expect(escape.statusCode).not.toBe(200);
    expect(escape.body).not.toContain('receipt');
  }
});

it('hands a phone the smallest encoding of a built file it accepts, and the plain file otherwise', async () => {
  const br = await t.app.inject({ url: '/assets/big.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers.vary).toMatch(/accept-encoding/i);
  expect(br.rawPayload.length).toBeLessThan(bigScript.length / 3);
  expect(brotliDecompressSync(br.rawPayload).toString()).toBe(bigScript);
  // The very bytes written at build time: no compression work per request.
  expect(br.rawPayload.equals(readFileSync(join(web, 'assets', 'big.js.br')))).toBe(true);

  const gz = await t.app.inject({ url: '/assets/big.js', headers: { 'accept-encoding': 'gzip' } });
  expect(gz.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(gz.rawPayload).toString()).toBe(bigScript);

  const plain = await t.app.inject({ url: '/assets/big.js', headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body).toBe(bigScript);
});

it('compresses API answers for browsers that accept it, but not PDFs', async () => {
  const res = await t.app.inject({ url: '/api/welfareCategories', headers: { 'accept-encoding': 'br' } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-encoding']).toBe('br');
  expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toEqual(
    (await t.app.inject('/api/welfareCategories')).json(),
  );

  await t.storage.put('public', 'docs/leaflet.pdf', `%PDF-1.4 ${'x'.repeat(4000)}`);
  const pdf = await t.app.inject({ url: '/uploads/docs/leaflet.pdf', headers: { 'accept-encoding': 'br, gzip' } });
  expect(pdf.statusCode).toBe(200);
  expect(pdf.headers['content-encoding']).toBeUndefined();
});

it('keeps a list\'s filters when /admin is asked for without its slash, and never sends anyone elsewhere', async () => {
  // What the back office writes for its first screen's filters; a reload or a bookmark asks for it.
  for (const [url, location] of [
    ['/admin?status=all', '/admin/?status=all'],
    ['/admin?status=verified&search=FD-1&page=2', '/admin/?status=verified&search=FD-1&page=2'],
    ['/admin?', '/admin/'],
    ['/admin?next=//evil.example/x', '/admin/?next=//evil.example/x'],
    ['/admin?q=%D8%B9%D9%84%DB%8C', '/admin/?q=%D8%B9%D9%84%DB%8C'],
  ]) {
    const res = await t.app.inject(url!);
    expect({ url, status: res.statusCode, location: res.headers.location }).toEqual({ url, status: 302, location });
  }
  // Bytes a header may not hold arrive percent-encoded, never as a 500.
  const raw = await t.app.inject({ method: 'GET', url: '/admin?q=علی' });
  expect(raw.statusCode).toBe(302);
  expect(raw.headers.location).toBe('/admin/?q=%D8%B9%D9%84%DB%8C');
});

it('serves the back office under /admin/ for every one of its paths, kept out of search engines', async () => {
  expect((await t.app.inject('/admin')).headers.location).toBe('/admin/');
  for (const url of ['/admin/', '/admin/donations/12', '/admin/donations?status=verified']) {
    const res = await t.app.inject(url);
    expect({ url, status: res.statusCode, body: res.body }).toEqual({ url, status: 200, body: adminIndex });
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.headers['cache-control']).toBe('no-cache');
  }
  const asset = await t.app.inject('/admin/assets/a.js');
  expect(asset.body).toBe(adminScript);
  expect(asset.headers['cache-control']).toContain('immutable');
  const missing = await t.app.inject('/admin/assets/gone.js');
  expect(missing.statusCode).toBe(404);
  expect(missing.json()).toEqual({ message: messages.notFound });
});
