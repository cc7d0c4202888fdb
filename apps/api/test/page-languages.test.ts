import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers.ts';

/**
 * The site's two languages on the API's side (plugins/page-languages.ts): an Urdu page is sent right to left with
 * its Nastaliq stylesheet, an English one never with it; the header's language link remembers the
 * reader's choice. A stand-in for the web app's server build says which path it rendered.
 */
const template =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Foundation</title><script type="module" crossorigin src="/assets/index-a1B2.js"></script><link rel="stylesheet" crossorigin href="/assets/site.css"></head><body><div id="root"></div></body></html>';
const urduStylesheet = "@font-face{font-family:'Noto Nastaliq Urdu'}";
const entry = `
export const setServerTransport = () => {};
export const isServerRendered = (pathname) => !pathname.endsWith('/login');
export async function renderPage(url) {
  return { status: /\\/nope$/.test(url.pathname) ? 404 : 200, html: '<h1>rendered ' + url.pathname + '</h1>', head: null, state: {}, errors: [] };
}
export const fillTemplate = (template, page) => template.replace('<div id="root"></div>', () => '<div id="root">' + page.html + '</div>');
`;

let root: string;
let t: TestContext;
const get = (url: string, cookie?: string) => t.app.inject({ url, headers: cookie ? { cookie } : {} });

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'foundation-languages-'));
  mkdirSync(join(root, 'dist', 'assets'), { recursive: true });
  mkdirSync(join(root, 'dist', '.vite'));
  mkdirSync(join(root, 'dist-server'));
  writeFileSync(join(root, 'dist', 'index.html'), template);
  writeFileSync(join(root, 'dist', 'assets', 'site.css'), 'body{color:#111}');
  writeFileSync(join(root, 'dist', 'assets', 'urdu-Zx9.css'), urduStylesheet);
  writeFileSync(join(root, 'dist', '.vite', 'manifest.ur.json'), JSON.stringify({ 'src/urdu.css': { file: 'assets/urdu-Zx9.css', src: 'src/urdu.css', isEntry: true, assets: ['assets/noto-nastaliq-urdu-arabic-700-normal-Bb2.woff2', 'assets/noto-nastaliq-urdu-arabic-400-normal-Aa1.woff2'] } }));
  writeFileSync(join(root, 'dist', 'index.ur.html'), template.replace('index-a1B2.js', 'index-Ur9z.js'));
  writeFileSync(join(root, 'dist-server', 'entry-server.js'), entry);
  t = await createTestApp({ webDist: join(root, 'dist') });
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

describe('the site in two languages', () => {
  it('sends an Urdu page right to left with the Nastaliq stylesheet inside, and an English page without it', async () => {
    const urdu = await get('/ur/education');
    expect(urdu.statusCode).toBe(200);
    // Rendered, it lays out its first screen first (data-pacing: apps/web/src/index.css).
    expect(urdu.body).toContain('<html data-pacing lang="ur" dir="rtl">');
    expect(urdu.body).toContain('<h1>rendered /ur/education</h1>');
    expect(urdu.body).toContain(`<style>${urduStylesheet}</style>`);
    // No font among its first bytes: a phone with the face installed draws it from the system.
    expect(urdu.body).not.toMatch(/<link rel="preload" as="font"/);
    // The Urdu build's script, whose words are Urdu only; the English page starts the English one.
    expect(urdu.body).toContain('data-main="/assets/index-Ur9z.js"');

    const english = await get('/education');
    expect(english.body).toContain('<html data-pacing lang="en">');
    expect(english.body).not.toContain('Nastaliq');
    expect(english.body).not.toContain('nastaliq');
    expect(english.body).toContain('data-main="/assets/index-a1B2.js"');
    expect(english.headers.vary).toMatch(/cookie/);
  });

  it('sends the Urdu shell for a page the browser draws, and the 404 page under /ur', async () => {
    const login = await get('/ur/login');
    expect(login.statusCode).toBe(200);
    expect(login.body).toContain('<html lang="ur" dir="rtl">');
    expect(login.body).toContain('href="/assets/urdu-Zx9.css"');
    expect((await get('/ur/nope')).statusCode).toBe(404);
  });

  it('remembers the language a reader picks and lands them on the same page in it', async () => {
    const toUrdu = await get('/courseDetail1/3?lang=ur&utm_source=whatsapp');
    expect(toUrdu.statusCode).toBe(302);
    expect(toUrdu.headers.location).toBe('/ur/courseDetail1/3?utm_source=whatsapp');
    expect(toUrdu.headers['set-cookie']).toMatch(/^lang=ur; Path=\/; Max-Age=31536000; SameSite=Lax$/);

    // A link to an English page (one shared on WhatsApp) opens in Urdu for that reader...
    const shared = await get('/donate?campaign=2', 'lang=ur');
    expect(shared.statusCode).toBe(302);
    expect(shared.headers.location).toBe('/ur/donate?campaign=2');
    // ...and an Urdu address is Urdu for everyone.
    expect((await get('/ur/donate', 'lang=en')).statusCode).toBe(200);

    const toEnglish = await get('/ur?lang=en', 'lang=ur');
    expect(toEnglish.statusCode).toBe(302);
    expect(toEnglish.headers.location).toBe('/');
    expect(toEnglish.headers['set-cookie']).toMatch(/^lang=en;/);
    expect((await get('/', 'lang=en')).statusCode).toBe(200);
  });

  it('ignores a language it does not have, and never sends the API or a file elsewhere', async () => {
    const unknown = await get('/education?lang=fr');
    expect(unknown.statusCode).toBe(302);
    expect(unknown.headers.location).toBe('/education');
    expect(unknown.headers['set-cookie']).toBeUndefined();
    expect((await get('/api/settings', 'lang=ur')).statusCode).toBe(200);
    expect((await get('/nope', 'lang=ur')).statusCode).toBe(404);
  });
});
