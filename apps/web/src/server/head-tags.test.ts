import { describe, expect, it } from 'vitest';
import { siteHead } from '../lib/site-head';
import { siteHeadIn } from '../lib/use-page-meta';
import { headTags, previewImage } from './head-tags';

const origin = 'https://foundation.example';

describe('the head of a page in its language', () => {
  it('keeps the English site head (index.html’s) and gives an Urdu page the Urdu one', () => {
    expect(siteHeadIn('en')).toEqual(siteHead);
    const english = headTags({ title: 'Publishing' }, { origin, url: new URL('/publishing', origin) });
    expect(english.title).toBe('Publishing — Foundation');
    expect(headTags(null, { origin, url: new URL('/', origin) }).description).toBe(siteHead.description);

    const urdu = headTags({ title: 'اشاعت' }, { origin, url: new URL('/ur/publishing', origin) });
    expect(urdu.title).toBe('اشاعت — فاؤنڈیشن');
    expect(urdu.tags).toContain('<meta property="og:site_name" content="فاؤنڈیشن" />');
    const home = headTags(null, { origin, url: new URL('/ur', origin) });
    expect(home.title).toBe('فاؤنڈیشن — 1985 سے رہنمائی، تعلیم اور فلاح و بہبود');
    expect(home.description).toMatch(/^پاکستان میں ایک فلاحی/);
  });
});

describe('the foundation’s name and a page about nothing', () => {
  it('names the foundation as its settings do, in the page’s language', () => {
    const english = headTags({ title: 'Publishing' }, { origin, url: new URL('/publishing', origin), siteName: 'The Foundation Trust' });
    expect(english.title).toBe('Publishing — The Foundation Trust');
    expect(english.tags).toContain('<meta property="og:site_name" content="The Foundation Trust" />');
    expect(english.tags).toContain('<meta property="og:title" content="Publishing — The Foundation Trust" />');
    expect(headTags(null, { origin, url: new URL('/', origin), siteName: 'The Foundation Trust' }).title).toBe('The Foundation Trust — guidance, education and welfare since 1985');
    expect(headTags(null, { origin, url: new URL('/ur', origin), siteName: 'دی فاؤنڈیشن' }).title).toBe('دی فاؤنڈیشن — 1985 سے رہنمائی، تعلیم اور فلاح و بہبود');
    // Settings that could not be read, or a blank name: the catalogue's.
    expect(headTags({ title: 'Blogs' }, { origin, url: new URL('/blogs', origin), siteName: ' ' }).title).toBe('Blogs — Foundation');
  });

  it('gives a missing page no canonical address and asks search engines to drop it', () => {
    const missing = headTags({ title: 'We could not find that post' }, { origin, url: new URL('/singleBlog?id=999', origin), status: 404 }).tags;
    expect(missing).toContain('<meta name="robots" content="noindex" />');
    expect(missing).not.toContain('rel="canonical"');
    expect(missing).not.toContain('hreflang');
    const found = headTags({ title: 'A post' }, { origin, url: new URL('/singleBlog?id=3', origin), status: 200 }).tags;
    expect(found).toContain('<link rel="canonical" href="https://foundation.example/singleBlog?id=3" />');
    expect(found).not.toContain('noindex');
  });

  it('keeps a learner’s page out of search engines', () => {
    expect(headTags({ title: 'My Courses', noindex: true }, { origin, url: new URL('/courseListing', origin) }).tags).toContain('<meta name="robots" content="noindex" />');
  });
});

describe('the picture of a shared link', () => {
  const head = (image: string) => headTags({ title: 'A course', image }, { origin, url: new URL('/courseDetail1/3', origin) }).tags;

  it('is the page’s own picture where chat apps can show it', () => {
    expect(head('/uploads/media/2026-11/5b1c.jpg')).toContain('<meta property="og:image" content="https://foundation.example/uploads/media/2026-11/5b1c.jpg" />');
    expect(head('/uploads/media/2026-11/5b1c.webp')).toContain('<meta name="twitter:image" content="https://foundation.example/uploads/media/2026-11/5b1c.webp" />');
  });

  it('is the widest WebP copy of a library AVIF, which few previews show', () => {
    expect(previewImage('/uploads/media/2026-11/5b1c.avif', siteHead.image)).toBe('/uploads/media/2026-11/5b1c-1600.webp');
  });

  it('is the site’s designed picture for an SVG, which no preview shows, and for a page without one', () => {
    expect(head('/uploads/lectures/old.svg')).toContain(`<meta property="og:image" content="${new URL(siteHead.image, origin).href}" />`);
    expect(previewImage(null, siteHead.image)).toBe(siteHead.image);
  });
});
