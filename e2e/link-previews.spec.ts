import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { test, expect } from './support/fixtures';

/**
 * Every page a search engine or a chat app is pointed at (the sitemap, in English and Urdu) as the
 * server sends it: read over HTTP, with no browser, exactly as a link preview reads it. Each names
 * itself in its head, in its language; an address that names nothing answers 404.
 */

const catalogues = join(import.meta.dirname, '..', 'apps', 'web', 'messages');
const messages = (locale: 'en' | 'ur'): Record<string, string> =>
  Object.assign({}, ...readdirSync(catalogues).map((area) => JSON.parse(readFileSync(join(catalogues, area, `${locale}.json`), 'utf8'))));
const catalogue = { en: messages('en'), ur: messages('ur') };
const say = (locale: 'en' | 'ur', key: string, params: Record<string, string> = {}) => catalogue[locale][key]!.replace(/\{(\w+)\}/g, (_, name: string) => params[name]!);

const decode = (text: string) => text.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&');

/** A page as sent: its head and its body, apart. */
async function read(request: APIRequestContext, address: string) {
  const response = await request.get(address, { maxRedirects: 0 });
  const html = await response.text();
  const end = html.indexOf('</head>');
  const head = html.slice(0, end);
  const tag = (key: string) => {
    const found = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" />`).exec(head);
    return found ? decode(found[1]!) : null;
  };
  const link = (rel: string, lang?: string) => {
    const found = new RegExp(`<link rel="${rel}"${lang ? ` hreflang="${lang}"` : ''} href="([^"]*)" />`).exec(head);
    return found ? decode(found[1]!) : null;
  };
  return {
    status: response.status(),
    lang: /<html[^>]*\blang="(\w+)"/.exec(html)?.[1],
    titles: [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => decode(m[1]!)),
    // An SVG's own <title> names its picture; an HTML <title> belongs in the head alone.
    titlesInBody: [...html.slice(end).replace(/<svg[\s\S]*?<\/svg>/g, '').matchAll(/<title[\s>]/g)].length,
    tag,
    link,
    body: html.slice(end),
  };
}

test('every page of the sitemap, in English and in Urdu, has its own title and link preview in its head, and no title in its body', async ({ request, baseURL }) => {
  test.slow(); // some ninety pages, each rendered
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const addresses = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => decode(m[1]!));
  // The server links to itself: PUBLIC_URL, unset, is the address it listens on.
  expect(new Set(addresses.map((a) => new URL(a).origin))).toEqual(new Set([new URL(baseURL!).origin]));
  const urdu = addresses.filter((a) => new URL(a).pathname === '/ur' || new URL(a).pathname.startsWith('/ur/'));
  expect(urdu.length * 2).toBe(addresses.length);
  expect(addresses.length).toBeGreaterThan(40);

  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  const images = new Set<string>();
  for (const address of addresses) {
    const locale = urdu.includes(address) ? 'ur' : 'en';
    const page = await read(request, address);
    expect(page.status, address).toBe(200);
    expect(page.lang, address).toBe(locale);
    expect(page.titles, address).toHaveLength(1);
    expect(page.titlesInBody, `${address}: a <title> in the body`).toBe(0);
    const title = page.titles[0]!;
    expect(titles.get(title), `${address} has the title of ${titles.get(title)}: "${title}"`).toBeUndefined();
    titles.set(title, address);
    // The foundation named as its settings name it, in the page's language.
    expect(title, address).toMatch(locale === 'ur' ? /دی فاؤنڈیشن/ : /The Foundation/);
    expect(page.tag('og:title'), address).toBe(title);
    expect(page.tag('twitter:title'), address).toBe(title);
    const description = page.tag('description');
    expect(description, address).toBeTruthy();
    expect(page.tag('og:description'), address).toBe(description);
    descriptions.set(address, description!);
    expect(page.tag('og:locale'), address).toBe(locale === 'ur' ? 'ur_PK' : 'en_PK');
    expect(page.tag('og:site_name'), address).toBe(locale === 'ur' ? 'دی فاؤنڈیشن' : 'The Foundation');
    const image = page.tag('og:image');
    expect(image, address).toMatch(new RegExp(`^${new URL(baseURL!).origin}/.+\\.(png|jpe?g|gif|webp)$`));
    images.add(image!);
    expect(page.link('canonical'), address).toBe(address);
    expect(page.tag('robots'), address).toBeNull();
    const english = new URL(address);
    english.pathname = english.pathname.replace(/^\/ur(?=\/|$)/, '') || '/';
    const inUrdu = new URL(english);
    inUrdu.pathname = english.pathname === '/' ? '/ur' : `/ur${english.pathname}`;
    expect([page.link('alternate', 'en'), page.link('alternate', 'ur'), page.link('alternate', 'x-default')], address).toEqual([english.href, inUrdu.href, english.href]);
  }

  // Only the home page speaks for the whole site; every other page describes itself.
  const home = { en: descriptions.get(new URL('/', baseURL).href), ur: descriptions.get(new URL('/ur', baseURL).href) };
  for (const [address, description] of descriptions) {
    if (address === new URL('/', baseURL).href || address === new URL('/ur', baseURL).href) continue;
    expect([home.en, home.ur], `${address} has the site's description`).not.toContain(description);
  }
  // Each picture a preview shows is there to fetch.
  for (const image of images) {
    const res = await request.get(image);
    expect(res.status(), image).toBe(200);
    expect(res.headers()['content-type'], image).toMatch(/^image\//);
  }
});

/** Addresses of items there are none of, with the words each page says of it. */
const missing = (locale: 'en' | 'ur') => [
  { kind: 'blog post', path: '/singleBlog?id=987654', words: say(locale, 'site_notice_not_found', { what: say(locale, 'media_blogs_what') }) },
  { kind: 'course', path: '/courseDetail1/987654', words: say(locale, 'site_notice_not_found', { what: say(locale, 'learn_course_what') }) },
  { kind: 'news item', path: '/SingleNewsEventPage/987654/2026-12-07', words: say(locale, 'site_notice_not_found', { what: say(locale, 'media_news_what') }) },
  { kind: 'lecture', path: '/videoDetail?id=987654', words: say(locale, 'media_lecture_not_found_title') },
  { kind: 'book', path: '/donation?type=BOOK&id=987654', words: say(locale, 'wizard_book_missing') },
  { kind: 'campaign', path: '/donation?type=CAMPAIGN&id=987654', words: say(locale, 'site_notice_not_found', { what: say(locale, 'manual_campaign_what') }) },
];

test('an unknown blog post, course, news item, lecture, book or campaign answers 404 with the page’s own words, in English and Urdu, every time', async ({ request }) => {
  for (const locale of ['en', 'ur'] as const) {
    for (const { kind, path, words } of missing(locale)) {
      const address = locale === 'ur' ? `/ur${path}` : path;
      // Twice: the first answer is not kept and then served as a page.
      for (const visit of [1, 2]) {
        const page = await read(request, address);
        expect(page.status, `${address} (${kind}), visit ${visit}`).toBe(404);
        expect(page.lang, address).toBe(locale);
        expect(decode(page.body), address).toContain(words);
        // No search engine keeps it, and it names no address of the site as its own.
        expect(page.tag('robots'), address).toBe('noindex');
        expect(page.link('canonical'), address).toBeNull();
        expect(page.titles, address).toHaveLength(1);
        expect(page.titlesInBody, address).toBe(0);
      }
    }
  }
});

test('a learner’s pages come with their own title in their language, kept out of search engines', async ({ request }) => {
  for (const [address, key, locale] of [
    ['/ur/lessons/1', 'learn_lessons', 'ur'],
    ['/ur/courseListing', 'learn_my_courses', 'ur'],
    ['/courseListing', 'learn_my_courses', 'en'],
  ] as const) {
    const page = await read(request, address);
    expect(page.status, address).toBe(200);
    expect(page.titles, address).toEqual([`${say(locale, key)} — ${locale === 'ur' ? 'دی فاؤنڈیشن' : 'The Foundation'}`]);
    expect(page.tag('robots'), address).toBe('noindex');
  }
});

test('a reader who opens an unknown post sees its notice stay once the page comes alive, with no error', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
  page.on('pageerror', (error) => errors.push(error.message));
  const response = await page.goto('/singleBlog?id=987654');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'We could not find that post' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'See all posts' })).toBeVisible();
  await expect(page).toHaveTitle('We could not find that post — The Foundation');
  // The browser's own read of the post (a 404) is not an error a reader should see logged.
  expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
});
