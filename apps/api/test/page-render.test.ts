import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers.ts';
import { signInStaff, staffClient, type StaffClient } from './fixtures/back-office.ts';
import { renderCount, standInWebBuild, stylesheet, template } from './fixtures/web-build.ts';

/**
 * The API's side of server rendering (plugins/page-render.ts), against a stand-in for the web app's
 * server build (fixtures/web-build.ts). This one shows the cache, the clears and the fallbacks.
 */
let build: ReturnType<typeof standInWebBuild>;
let t: TestContext;
let staff: StaffClient;

const page = async (url: string, encoding?: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers: { ...headers, ...(encoding ? { 'accept-encoding': encoding } : {}) } });

beforeAll(async () => {
  build = standInWebBuild();
  t = await createTestApp({ webDist: build.webDist });
  staff = staffClient(t, await signInStaff(t));
});
afterAll(async () => {
  await t.close();
  build.remove();
});

describe('pages rendered by the server', () => {
  it('sends the page with the data it read through the API, its stylesheet inside, compressed as the browser accepts', async () => {
    const { data } = (await t.app.inject('/api/settings')).json() as { data: { company_phone: string } };
    const br = await page('/education', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-type']).toMatch(/^text\/html/);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    const html = brotliDecompressSync(br.rawPayload).toString('utf8');
    expect(html).toContain(`<h1>Hotline ${data.company_phone}</h1>`);
    // The first paint needs no second request for the stylesheet.
    expect(html).toContain(`<style>${stylesheet}</style>`);
    expect(html).not.toContain('href="/assets/site.css"');
    // The script starts after the first paint, from the end of the body, not from the head.
    expect(html).not.toContain('<script type="module"');
    expect(html).toMatch(/<div id="root">.*<\/div>\s*<script src="\/paint-first.js" data-main="\/assets\/index-a1B2.js" defer><\/script>\s*<\/body>/s);

    const gzip = await page('/education', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(html);
    expect((await page('/education')).body).toBe(html);
  });

  it('renders a page once for many visitors, and again at once after any staff write', async () => {
    const first = renderCount((await page('/publishing')).body);
    expect(renderCount((await page('/publishing')).body)).toBe(first);

    const saved = await staff.patch('/api/admin/settings', { company_phone: '+92 42 555 444 333' });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = (await page('/publishing')).body;
    expect(renderCount(after)).toBeGreaterThan(first);
    expect(after).toContain('<h1>Hotline +92 42 555 444 333</h1>');
  });

  it('draws light pictures for a visitor saving data or on a slow network, kept apart from the full page', async () => {
    const full = await page('/blogs');
    expect(full.body).toContain('<p>light false</p>');
    expect(full.headers.vary).toMatch(/save-data/i);
    // Chromium is asked to tell its network type with the next page it asks for.
    expect(full.headers['accept-ch']).toBe('ECT');

    const saving = await page('/blogs', undefined, { 'save-data': 'on' });
    expect(saving.body).toContain('<p>light true</p>');
    expect((await page('/blogs', undefined, { ect: '3g' })).body).toContain('<p>light true</p>');
    expect((await page('/blogs', undefined, { ect: '4g', 'save-data': 'off' })).body).toContain('<p>light false</p>');
    // Each kind is rendered once and kept: the light one is never sent to a visitor who did not ask.
    expect(renderCount((await page('/blogs', undefined, { 'save-data': 'on' })).body)).toBe(renderCount(saving.body));
    expect(renderCount((await page('/blogs')).body)).toBe(renderCount(full.body));
    expect(renderCount(saving.body)).not.toBe(renderCount(full.body));
  });

  it('renders a shared link once, whatever tracking its visitors’ links carry', async () => {
    const first = renderCount((await page('/scouts?fbclid=IwAR0abc')).body);
    expect(renderCount((await page('/scouts?fbclid=IwAR1xyz&utm_source=whatsapp')).body)).toBe(first);
    expect(renderCount((await page('/scouts')).body)).toBe(first);
    // A parameter a page may read still makes its own page.
    expect(renderCount((await page('/scouts?page=2&fbclid=IwAR2')).body)).not.toBe(first);
  });

  it('answers an unknown page with its own page and a 404, and follows a redirect the app asks for', async () => {
    const missing = await page('/nope');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<h1>Hotline');
    // A page about nothing is sent, never kept: made-up addresses do not push the site's pages out,
    // and an id staff publish next is its page at once.
    const again = await page('/nope');
    expect(again.statusCode).toBe(404);
    expect(renderCount(again.body)).toBeGreaterThan(renderCount(missing.body));
    const moved = await page('/old-address');
    expect(moved.statusCode).toBe(302);
    expect(moved.headers.location).toBe('/education');
  });

  it('sends the shell, never an error, when a page cannot be rendered, and for pages the browser draws', async () => {
    const broken = await page('/broken');
    expect(broken.statusCode).toBe(404);
    expect(broken.body).toBe(template);
  });

  it('sends a page the browser draws as the shell with its own head, the foundation named from settings', async () => {
    const login = await page('/login?next=/courseListing');
    expect(login.statusCode).toBe(200);
    expect(login.body).toBe(template.replace('<title>Foundation</title>', '<title>Shell of /login — The Foundation</title>'));
    // Its script stays in the head: it has nothing to paint before it.
    expect(login.body).toContain('<script type="module" crossorigin src="/assets/index-a1B2.js"></script>');
    const renamed = await staff.patch('/api/admin/settings', { company_name: 'The Foundation Trust' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await page('/login')).body).toContain('<title>Shell of /login — The Foundation Trust</title>');
  });

  it('refuses an address that is not valid percent-encoding without a server error', async () => {
    const res = await page('/education%E0%A4%A');
    expect(res.statusCode).toBeLessThan(500);
  });
});
