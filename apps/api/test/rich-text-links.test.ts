import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminBlogResponseSchema } from '@foundation/contract/admin/blogs';
import { BlogResponseSchema } from '@foundation/contract/blogs';
import { blogs } from '../src/db/schema/index.ts';
import { sanitizeHtml } from '../src/lib/html.ts';
import { createTestApp, getOk, type TestContext } from './helpers.ts';
import { jpeg, signInStaff, staffClient, uploaded, type StaffClient } from './fixtures/back-office.ts';

/**
 * A link in staff's rich text goes only to another site over https or http, an e-mail address, a
 * phone number, a path of this site or a place on the page. Anything else loses its address and
 * keeps its words, when saved and again when shown.
 */
const link = (href: string) => sanitizeHtml(`<p><a href="${href}">Give</a></p>`);

describe('the addresses a link keeps', () => {
  it.each([
    ['https://jang.com.pk/news', 'https://jang.com.pk/news'],
    ['http://www.fbise.edu.pk/', 'http://www.fbise.edu.pk/'],
    ['HTTPS://Example.org', 'HTTPS://Example.org'],
    ['mailto:info@foundation.example', 'mailto:info@foundation.example'],
    ['tel:+924235761234', 'tel:+924235761234'],
    ['/donate?campaign=2', '/donate?campaign=2'],
    ['/ur/blogs', '/ur/blogs'],
    ['#bank-details', '#bank-details'],
    ['https://example.org/?a=1&amp;b=2', 'https://example.org/?a=1&amp;b=2'],
    ['  /donate ', '/donate'],
  ])('keeps %s', (href, kept) => {
    expect(link(href)).toBe(`<p><a href="${kept}">Give</a></p>`);
  });

  it.each([
    '//evil.example',
    '//evil.example/donate',
    '/\\evil.example',
    '\\\\evil.example',
    '/&#47;evil.example',
    '&#47;&#47;evil.example',
    '/&#x2F;evil.example',
    '&sol;&sol;evil.example',
    '/&#92;evil.example',
    '/\t/evil.example',
    '/&#9;/evil.example',
    '/&#10;/evil.example',
    ' //evil.example',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'java&#9;script:alert(1)',
    '&#106;avascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'data:image/png;base64,iVBORw0KGgo=',
    'vbscript:msgbox(1)',
    'ftp://files.example/receipt.pdf',
    'file:///etc/passwd',
    'evil.example',
    './donate',
    '../donate',
    '?lang=ur',
    'https:evil.example',
    'https:/\\evil.example',
    'https:\\\\evil.example',
  ])('drops %j and keeps the words', (href) => {
    expect(link(href)).toBe('<p><a>Give</a></p>');
  });

  it('lets a picture come only over https or from this site', () => {
    expect(sanitizeHtml('<img src="/uploads/a.webp" alt="Relief">')).toBe('<img src="/uploads/a.webp" alt="Relief">');
    expect(sanitizeHtml('<img src="https://cdn.example/a.webp" alt="Relief">')).toBe('<img src="https://cdn.example/a.webp" alt="Relief">');
    for (const src of ['//evil.example/pixel.gif', 'http://evil.example/pixel.gif', 'data:image/svg+xml,<svg/onload=alert(1)>', '/\\evil.example/p.gif']) {
      expect(sanitizeHtml(`<img src="${src}" alt="Relief">`)).toBe('<img alt="Relief">');
    }
  });

  it('does not give an address to an element that may not have one', () => {
    expect(sanitizeHtml('<p href="https://example.org">Text</p>')).toBe('<p>Text</p>');
  });
});

describe('on save and on show', () => {
  let t: TestContext;
  let staff: StaffClient;
  let image: string;

  beforeAll(async () => {
    t = await createTestApp();
    staff = staffClient(t, await signInStaff(t));
    image = (await uploaded(staff, { filename: 'cover.jpg', type: 'image/jpeg', content: await jpeg(900, 500) })).url;
  }, 300_000);
  afterAll(() => t.close());

  const description =
    '<p>Read <a href="//evil.example/donate">our bank details</a>, <a href="/\\evil.example">the report</a>, <a href="javascript:alert(1)">this</a>, <a href="https://jang.com.pk/relief">the news</a> and <a href="/donate">give</a>.</p>';
  const cleaned = '<p>Read <a>our bank details</a>, <a>the report</a>, <a>this</a>, <a href="https://jang.com.pk/relief">the news</a> and <a href="/donate">give</a>.</p>';

  it('saves a post with only the links that may stay, and the site shows it so', async () => {
    const res = await staff.post('/api/admin/blogs', { title: 'Winter relief', author_name: 'Amina Siddiqui', image, description, published: true });
    expect(res.statusCode, res.body).toBe(201);
    const saved = AdminBlogResponseSchema.parse(res.json()).data;
    expect(saved.description).toBe(cleaned);
    const shown = await getOk(t, `/api/getSpecificBlog/${saved.id}`, BlogResponseSchema);
    expect(shown.data.blog_detail.description).toBe(cleaned);
  });

  it('cleans a post written around the back office when it is shown', async () => {
    const res = await staff.post('/api/admin/blogs', { title: 'Floods', author_name: 'Amina Siddiqui', image, description: '<p>x</p>', published: true });
    const { id } = AdminBlogResponseSchema.parse(res.json()).data;
    await t.app.db.update(blogs).set({ description }).where(eq(blogs.id, id));
    const shown = await getOk(t, `/api/getSpecificBlog/${id}`, BlogResponseSchema);
    expect(shown.data.blog_detail.description).toBe(cleaned);
  });
});
