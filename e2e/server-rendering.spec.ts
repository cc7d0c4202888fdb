import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { test, expect } from './support/fixtures';

/**
 * Every public page arrives as its finished HTML: what a crawler, a chat app's link
 * preview or a phone still downloading the script sees. Read here with JavaScript switched off.
 */

const json = async <T>(request: APIRequestContext, path: string) => (await (await request.get(path)).json()) as T;

/** Nothing leaves the machine: third-party requests are refused. */
const offline = (target: BrowserContext | Page) => target.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());

/** A browser page that runs no script: only what the server sent. */
async function withoutScript(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  await offline(context);
  return { page: await context.newPage(), close: () => context.close() };
}

/** A mid-range phone's screen: 412 px wide at 1.75 device pixels. */
async function phone(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
  await offline(context);
  return context;
}

/** The first course, and its picture's address without its extension: every copy of it starts so. */
async function firstCourse(request: APIRequestContext) {
  const [course] = await json<{ courses: { id: number; image: string }[] }>(request, '/api/getCourses').then((r) => r.courses);
  return { id: course!.id, pictureStem: course!.image.replace(/\.\w+$/, '') };
}

/** Holds the requests `matcher` names until `release()`; `through()` tells whether they have gone on since. */
async function hold(page: Page, matcher: Parameters<Page['route']>[0]) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let through = false;
  await page.route(matcher, async (route) => {
    await held;
    await route.continue();
    through = true;
  });
  return { release, through: () => through };
}

const meta = (page: Page, key: string) => page.locator(`head meta[name="${key}"], head meta[property="${key}"]`).getAttribute('content');

/** The head a shared link is previewed from: its own title, description and a picture of the site. */
async function expectOwnHead(page: Page, title: string | RegExp, description?: string) {
  await expect(page).toHaveTitle(title);
  const ogTitle = await meta(page, 'og:title');
  expect(ogTitle).toBe(await page.title());
  if (description) expect(await meta(page, 'description')).toBe(description);
  expect(await meta(page, 'og:description')).toBe(await meta(page, 'description'));
  const image = await meta(page, 'og:image');
  // A picture chat apps and social networks show: none shows an SVG, few an AVIF.
  expect(image).toMatch(/^https?:\/\/[^/]+\/.+\.(png|jpe?g|gif|webp)$/);
  expect(await meta(page, 'twitter:card')).toBe('summary_large_image');
  return image!;
}

/** The JSON-LD blocks of the page, parsed. */
async function structuredData(page: Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((b) => JSON.parse(b) as Record<string, unknown>);
}

const pages: { path: string; heading: string; title: RegExp }[] = [
  { path: '/', heading: 'Foundation: soul guidance, education and giving since 1985', title: /^The Foundation — guidance, education and welfare since 1985$/ },
  { path: '/education', heading: 'Learning that opens doors — free, for everyone', title: /^Education — The Foundation$/ },
  { path: '/publishing', heading: 'Books for every heart and every home', title: /^Publishing — The Foundation$/ },
  { path: '/blogs', heading: 'Stories from the foundation', title: /^Blogs — The Foundation$/ },
  { path: '/donate', heading: 'Your portion, their tomorrow', title: /^Donate — The Foundation$/ },
  { path: '/welfare', heading: 'Every family deserves water, bread and dignity', title: /^Welfare — The Foundation$/ },
  { path: '/scouts', heading: 'Building character, one camp at a time', title: /^Scouts — The Foundation$/ },
  { path: '/foundation', heading: 'A family of service since 1985', title: /^About the foundation — The Foundation$/ },
  { path: '/spirit', heading: 'Guidance for the heart, through zikr and muraqaba', title: /^Spirituality — The Foundation$/ },
  { path: '/contact', heading: 'We would love to hear from you', title: /^Contact us — The Foundation$/ },
  { path: '/gallery', heading: 'Moments from forty years of service', title: /^Gallery — The Foundation$/ },
  { path: '/video&lecture', heading: 'Lectures and videos', title: /^Lectures and videos — The Foundation$/ },
  { path: '/live', heading: 'Join the gathering as it happens', title: /^Live — The Foundation$/ },
  { path: '/ai', heading: 'AI courses: coming soon from the foundation', title: /^AI courses — The Foundation$/ },
  { path: '/donation', heading: 'Give by wallet or bank transfer', title: /^Give by wallet or bank transfer — The Foundation$/ },
  { path: '/track-donation', heading: 'Track my donation', title: /^Track my donation — The Foundation$/ },
];

test('every public page arrives with its heading, its own head and the foundation described for search engines, before any script runs', async ({ browser, baseURL }) => {
  test.slow(); // sixteen pages
  const reader = await withoutScript(browser, baseURL!);
  for (const { path, heading, title } of pages) {
    await test.step(path, async () => {
      const response = await reader.page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(reader.page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expectOwnHead(reader.page, title);
      expect(await reader.page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(new RegExp(`${path.replace(/[?&]/g, '\\$&')}$`));
      const ngo = (await structuredData(reader.page)).find((d) => d['@type'] === 'NGO');
      expect(ngo?.name, 'the foundation is described on every page').toBeTruthy();
    });
  }
  await reader.close();
});

test('data pages are rendered from the current data: the newest blog post on /blogs, a course, a post, a news item and the library’s books', async ({ browser, baseURL, request }) => {
  const [newest] = await json<{ data: { blog_list: { id: number; title: string; excerpt: string; image: string }[] } }>(request, '/api/getBlogs').then((r) => r.data.blog_list);
  const [course] = await json<{ courses: { id: number; title: string; image: string }[] }>(request, '/api/getCourses').then((r) => r.courses);
  const item = await json<{ data: { first_news_events: { id: number; title: string; new_event_date: string } } }>(request, '/api/getNewsEvents').then((r) => r.data.first_news_events);
  const reader = await withoutScript(browser, baseURL!);

  await reader.page.goto('/blogs');
  await expect(reader.page.getByRole('region', { name: 'Blog posts' }).getByRole('heading', { name: newest!.title })).toBeVisible();

  await reader.page.goto(`/singleBlog?id=${newest!.id}`);
  await expect(reader.page.getByRole('heading', { level: 1, name: newest!.title })).toBeVisible();
  const postImage = await expectOwnHead(reader.page, `${newest!.title} — The Foundation`, newest!.excerpt);
  expect(postImage.endsWith(newest!.image)).toBe(true);
  expect(await meta(reader.page, 'og:type')).toBe('article');
  expect((await structuredData(reader.page)).find((d) => d['@type'] === 'BlogPosting')?.headline).toBe(newest!.title);

  await reader.page.goto(`/courseDetail1/${course!.id}`);
  await expect(reader.page.getByRole('heading', { level: 1, name: course!.title })).toBeVisible();
  const courseImage = await expectOwnHead(reader.page, `${course!.title} — The Foundation`);
  expect(courseImage.endsWith(course!.image)).toBe(true);
  expect((await structuredData(reader.page)).find((d) => d['@type'] === 'Course')?.name).toBe(course!.title);

  await reader.page.goto(`/SingleNewsEventPage/${item.id}/${item.new_event_date}`);
  await expect(reader.page.getByRole('heading', { level: 1, name: item.title })).toBeVisible();
  await expectOwnHead(reader.page, `${item.title} — The Foundation`);
  expect((await structuredData(reader.page)).find((d) => d['@type'] === 'Event')?.name).toBe(item.title);

  // The library's first books are described as books, each with its name.
  const [book] = await json<{ data: { book_list: { title: string }[] } }>(request, '/api/getBooks').then((r) => r.data.book_list);
  await reader.page.goto('/publishing');
  const books = (await structuredData(reader.page)).filter((d) => d['@type'] === 'Book');
  expect(books.map((b) => b.name)).toContain(book!.title);

  // An address that is no page answers 404 with the site's own page, still without script.
  const missing = await reader.page.goto('/no-such-page');
  expect(missing?.status()).toBe(404);
  await expect(reader.page.getByRole('heading', { level: 1 })).toBeVisible();
  await reader.close();
});

test('robots.txt points to the sitemap, which lists the pages and the published items', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  const sitemapUrl = /^Sitemap: (\S+)$/m.exec(robots)?.[1];
  expect(sitemapUrl).toMatch(/\/sitemap\.xml$/);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const [course] = await json<{ courses: { id: number }[] }>(request, '/api/getCourses').then((r) => r.courses);
  for (const path of ['/education', '/publishing', '/blogs', `/courseDetail1/${course!.id}`]) expect(sitemap).toContain(`${path}</loc>`);
});

/**
 * Hydration keeps what the server sent: the heading the browser first painted is the very element
 * React adopts (a mismatch would make React draw the page again and log an error).
 */
test('every public page hydrates without an error or a mismatch, keeping the server’s HTML', async ({ page, consoleErrors }) => {
  test.slow(); // sixteen pages in a real browser
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') warnings.push(`${m.type()}: ${m.text()}`);
  });
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') (window as unknown as { firstHeading: Element | null }).firstHeading = document.querySelector('main h1');
    });
  });
  for (const { path, heading } of pages) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { firstHeading: Element | null }).firstHeading === document.querySelector('main h1'))).toBe(true);
    });
  }
  // The live page's status is asked by the browser; with no internet here it reports failing checks as warnings.
  expect(warnings.filter((w) => !/live status|Could not load \["live-status"/i.test(w))).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

/**
 * A part below the fold is adopted by React only when it nears the screen; a person quicker than its
 * script (on a slow network) must not lose what they did. Their first touch wakes the part, and a
 * click made before its code arrived is played again once it has.
 */
test('a visitor who picks “Active member” before the footer’s form has its script keeps the choice', async ({ page }) => {
  const script = await hold(page, /\/assets\/membership-form-[\w-]+\.js$/);
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Membership form' });
  const active = form.getByRole('radio', { name: /Active member/ });
  await active.click();
  await expect(form.locator('xpath=ancestor::*[@data-when-visible]')).not.toHaveAttribute('data-adopted');
  script.release();
  await expect(form.getByLabel("Father's name")).toBeVisible();
  await expect(active).toBeChecked();
  await expect(form.getByRole('radio', { name: /Basic member/ })).not.toBeChecked();
});

/**
 * What a phone asks for first: the page's main picture from the top of the head, and the site's
 * script only once the page has painted (public/paint-first.js), so neither waits behind the other.
 */
test('a page asks for its main picture with its first bytes and for its script after painting', async ({ request }) => {
  const html = await (await request.get('/blogs')).text();
  const head = html.slice(0, html.indexOf('</head>'));
  const preload = /<link rel="preload" as="image" type="image\/avif" fetchPriority="high" imageSrcSet="([^"]+)"[^>]*\/>/.exec(head);
  expect(preload, 'a preload of the main picture in the head').not.toBeNull();
  expect(head.indexOf(preload![0])).toBeLessThan(head.indexOf('<style>'));
  // It is the picture of the newest post, the first card's: its AVIF copies, for the browser to pick one.
  const firstCardImage = /<main[\s\S]*?<img[^>]*src="([^"]+)"/.exec(html)?.[1];
  const stem = firstCardImage!.replace(/\.\w+$/, '');
  expect(preload![1]).toBe([400, 800, 1600].map((w) => `${stem}-${w}.avif ${w}w`).join(', '));
  expect(head).not.toContain('<script type="module"');
  expect(html).toMatch(/<script src="\/paint-first.js" data-main="\/assets\/index-[\w-]+\.js" defer><\/script>\s*<\/body>/);
});

test('a phone downloads the main picture once, in the copy that fits its screen', async ({ browser, baseURL, request }) => {
  const course = await firstCourse(request);
  const context = await phone(browser, baseURL!);
  const page = await context.newPage();
  const fetched: string[] = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (pathname.startsWith(course.pictureStem)) fetched.push(pathname.slice(course.pictureStem.length));
  });
  await page.goto(`/courseDetail1/${course.id}`);
  // 412 px at 1.75 device pixels is 721 pixels across: the 800 px copy, asked for by the head's preload and used by the picture.
  expect(fetched).toEqual(['-800.avif']);
  await context.close();
});

test('a phone asks for the script only once the page and its main picture are on the screen', async ({ browser, baseURL, request }) => {
  const course = await firstCourse(request);
  const context = await phone(browser, baseURL!);
  // The page and its picture often load before its first frame is shown, and not always: five visits.
  for (let visit = 0; visit < 5; visit++) {
    const page = await context.newPage();
    await page.goto(`/courseDetail1/${course.id}`, { waitUntil: 'networkidle' });
    const times = await page.evaluate(
      () =>
        new Promise<{ firstPaint: number; largestPaint: number; script: number }>((resolve) => {
          new PerformanceObserver((list) => {
            resolve({
              firstPaint: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
              largestPaint: list.getEntries().at(-1)!.startTime,
              script: performance.getEntriesByType('resource').find((e) => /\/assets\/index-[\w-]+\.js$/.test(e.name))!.startTime,
            });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    expect(times.script, `visit ${visit + 1}`).toBeGreaterThan(times.firstPaint);
    expect(times.script, `visit ${visit + 1}`).toBeGreaterThan(times.largestPaint);
    await page.close();
  }
  await context.close();
});

/**
 * On a phone's network the site's script (some 80 KB) must not share the line with the page's main
 * picture: it is asked for only once the page has loaded, the picture with it.
 */
test('a page asks for its script only once its main picture has arrived', async ({ context }) => {
  const page = await context.newPage();
  await offline(page);
  const course = await firstCourse(page.request);
  // The course's picture in whichever copy the page chose (a library image: its AVIF at the width shown).
  const picture = await hold(page, (url) => url.pathname.startsWith(course.pictureStem));
  let scriptAskedBeforePicture: boolean | undefined;
  page.on('request', (r) => {
    if (/\/assets\/index-[\w-]+\.js$/.test(r.url())) scriptAskedBeforePicture ??= !picture.through();
  });
  await page.goto(`/courseDetail1/${course.id}`, { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The page shows, and a while later its script has still not been asked for.
  await page.waitForTimeout(1000);
  expect(scriptAskedBeforePicture).toBeUndefined();
  picture.release();
  await expect.poll(() => scriptAskedBeforePicture).toBe(false);
  await page.close();
});

/**
 * The first layout is the first screen's alone: the later sections and the footer are skipped
 * (content-visibility) until paint-first.js lays them out one by one after load. Without that script
 * (held here) they still show as the visitor scrolls near; with it the page ends laid out whole,
 * with nothing left on React's elements.
 */
test('a page lays out its later sections after load, one at a time, and ends as any page', async ({ context }) => {
  // A page of its own: the fixture's page waits for hydration, which the held script would stop.
  const page = await context.newPage();
  await offline(page);
  const paintFirst = await hold(page, '**/paint-first.js');
  // Not even DOMContentLoaded comes while a deferred script is held: wait for the footer's HTML.
  await page.goto('/', { waitUntil: 'commit' });
  const footer = page.locator('#root > footer');
  await footer.locator('p').last().waitFor({ state: 'attached' });
  const visibility = () => footer.evaluate((el) => getComputedStyle(el).contentVisibility);
  expect(await visibility()).toBe('auto');
  expect(await page.locator('main > :first-child').evaluate((el) => getComputedStyle(el).contentVisibility)).toBe('visible');
  // Scrolled to, a skipped section is drawn all the same.
  await footer.getByRole('heading', { level: 2 }).first().scrollIntoViewIfNeeded();
  await expect(footer.getByRole('heading', { level: 2 }).first()).toBeVisible();

  paintFirst.release();
  await expect(page.locator('html')).not.toHaveAttribute('data-pacing', /.*/);
  expect(await visibility()).toBe('visible');
  // Nothing it set is left behind, on the sections or the pieces it split them into.
  expect(await page.locator('#root [style*="content-visibility"], #root [style*="contain-intrinsic"]').count()).toBe(0);
  expect(await page.locator('main > *, #root > footer').evaluateAll((els) => els.filter((el) => el.hasAttribute('style')).length)).toBe(0);
});
