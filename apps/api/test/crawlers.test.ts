import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
// s3rver's XML parser (a dev dependency of this app through it): strict enough to refuse a bare "&".
import xml from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogs } from '../src/db/schema/index.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { jpeg, signInStaff, staffClient, uploaded, type StaffClient } from './fixtures/back-office.ts';
import { insertCourse } from './learner-fixtures.ts';
import { insertLectures } from './media-fixtures.ts';

/** What a crawler reads at the root of the site: the rules, and the list of every public page. */
const SITE = 'https://foundation.example';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
let t: TestContext;
let staff: StaffClient;
let image: string;
let web: string;

beforeAll(async () => {
  // A web build is served too, so these paths must beat its static files and its 404 page.
  web = mkdtempSync(join(tmpdir(), 'foundation-web-'));
  writeFileSync(join(web, 'index.html'), '<!doctype html><title>Foundation</title>');
  t = await createTestApp({ env: { PUBLIC_URL: SITE }, webDist: web });
  staff = staffClient(t, await signInStaff(t));
  image = (await uploaded(staff, { filename: 'cover.jpg', type: 'image/jpeg', content: await jpeg(600, 400) })).url;
});
afterAll(async () => {
  await t.close();
  rmSync(web, { recursive: true, force: true });
});

interface UrlEntry {
  loc: string;
  lastmod?: string;
}

/** The sitemap as a crawler parses it: well-formed XML, a sitemaps.org urlset, its <loc>s decoded. */
async function sitemap(): Promise<UrlEntry[]> {
  const res = await t.app.inject('/sitemap.xml');
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
  expect(xml.validate(res.body)).toBe(true);
  const doc = xml.parse(res.body, { ignoreAttributes: false, attributeNamePrefix: '@', arrayMode: /^url$/ }) as {
    urlset: { '@xmlns': string; url: UrlEntry[] };
  };
  expect(doc.urlset['@xmlns']).toBe(NS);
  return doc.urlset.url.map((u) => ({ ...u, loc: u.loc.replaceAll('&amp;', '&') }));
}
const locs = async () => (await sitemap()).map((u) => u.loc);

async function createPost(published: boolean, title = 'Winter relief in Swat') {
  const res = await staff.post('/api/admin/blogs', { title, author_name: 'Amina Siddiqui', image, description: '<p>Blankets.</p>', published });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
}

describe('/sitemap.xml', () => {
  it('lists the public pages by absolute URL, and not the sign-in, learner or form-step pages', async () => {
    const urls = await locs();
    for (const path of ['/', '/donation', '/gallery', '/video&lecture', '/live', '/education', '/publishing', '/blogs', '/donate', '/contact', '/track-donation', '/terms']) {
      expect(urls).toContain(`${SITE}${path}`);
    }
    for (const path of ['/login', '/donationForm', '/donation/confirmation', '/courseListing', '/enrollCourseDetail', '/videoDetail']) {
      expect(urls).not.toContain(`${SITE}${path}`);
    }
    expect(urls.every((u) => u.startsWith(`${SITE}/`))).toBe(true);
  });

  it('lists every page in Urdu too, each naming the other language', async () => {
    const res = await t.app.inject('/sitemap.xml');
    const urls = await locs();
    for (const path of ['/education', '/donate', '/video&lecture']) expect(urls).toContain(`${SITE}/ur${path}`);
    expect(urls).toContain(`${SITE}/ur`);
    expect(urls).not.toContain(`${SITE}/ur/login`);
    expect(urls.filter((u) => u.startsWith(`${SITE}/ur`))).toHaveLength(urls.length / 2);
    const education = res.body.split('<url>').find((u) => u.includes(`<loc>${SITE}/ur/education</loc>`));
    expect(education).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${SITE}/education"/>`);
    expect(education).toContain(`<xhtml:link rel="alternate" hreflang="ur" href="${SITE}/ur/education"/>`);
  });

  it('lists a blog post staff publish at once, with its last change, and never a draft', async () => {
    const published = await createPost(true, 'Clean water for Tharparkar');
    const draft = await createPost(false, 'Not ready yet');
    const entries = await sitemap();
    const entry = entries.find((u) => u.loc === `${SITE}/singleBlog?id=${published}`);
    const [row] = await t.app.db.select({ updatedAt: blogs.updatedAt }).from(blogs).where(eq(blogs.id, published));
    expect(entry?.lastmod).toBe(row!.updatedAt.toISOString());
    expect(entries.map((u) => u.loc)).not.toContain(`${SITE}/singleBlog?id=${draft}`);

    // Taken down: gone from the next fetch.
    expect((await staff.patch(`/api/admin/blogs/${published}`, { published: false })).statusCode).toBe(200);
    expect(await locs()).not.toContain(`${SITE}/singleBlog?id=${published}`);
  });

  it('links news and events with the date the site links them with, drafts left out', async () => {
    const create = async (title: string, published: boolean) => {
      const body = { title, event_date: '2026-11-07', image, description: '<p>Free for all.</p>', attachments: [], published };
      const res = await staff.post('/api/admin/news-events', body);
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data.id as number;
    };
    const camp = await create('Free medical camp in Rajanpur', true);
    const draft = await create('A draft camp', false);
    const urls = await locs();
    expect(urls).toContain(`${SITE}/SingleNewsEventPage/${camp}/2026-11-07`);
    expect(urls.some((u) => u.startsWith(`${SITE}/SingleNewsEventPage/${draft}/`))).toBe(false);
  });

  it('lists published courses and lectures, and not their drafts', async () => {
    const course = await insertCourse(t.app.db, { lessons: 0 });
    const hidden = await insertCourse(t.app.db, { lessons: 0, published: false });
    const { heart, draft } = await insertLectures(t.app.db);
    const urls = await locs();
    expect(urls).toContain(`${SITE}/courseDetail1/${course}`);
    expect(urls).not.toContain(`${SITE}/courseDetail1/${hidden}`);
    expect(urls).toContain(`${SITE}/videoDetail?id=${heart.id}`);
    expect(urls).not.toContain(`${SITE}/videoDetail?id=${draft.id}`);
  });

  it('escapes the ampersand of /video&lecture, so the document stays XML', async () => {
    const body = (await t.app.inject('/sitemap.xml')).body;
    expect(body).toContain(`<loc>${SITE}/video&amp;lecture</loc>`);
    expect(body).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });
});

describe('/robots.txt', () => {
  it('lets crawlers in, keeps them out of the back office and the API, and names the sitemap', async () => {
    const res = await t.app.inject('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Allow: /', 'Disallow: /admin/', 'Disallow: /api/', `Sitemap: ${SITE}/sitemap.xml`]));
  });

  it('is answered without a web build too', async () => {
    const bare = await createTestApp({ env: { PUBLIC_URL: SITE } });
    try {
      for (const url of ['/robots.txt', '/sitemap.xml']) expect((await bare.app.inject(url)).statusCode).toBe(200);
    } finally {
      await bare.close();
    }
  });
});
