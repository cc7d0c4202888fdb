import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { messages } from '@foundation/contract/common';
import { createTestApp, type TestContext } from './helpers.ts';

const index = '<!doctype html><html><head><title>Foundation</title></head><body><div id="root"></div></body></html>';
const script = 'console.log("app");';
let web: string;
let t: TestContext;

beforeAll(async () => {
  // A stand-in for apps/web/dist: the server only needs index.html and hashed assets.
  web = mkdtempSync(join(tmpdir(), 'foundation-web-'));
  mkdirSync(join(web, 'assets'));
  writeFileSync(join(web, 'index.html'), index);
  writeFileSync(join(web, 'assets', 'x.js'), script);
  t = await createTestApp({ webDist: web });
});
afterAll(async () => {
  await t.close();
  rmSync(web, { recursive: true, force: true });
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
