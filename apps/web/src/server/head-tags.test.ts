import { describe, expect, it } from 'vitest';
import { siteHead } from '../lib/site-head';
import { siteHeadIn } from '../lib/use-page-meta';
import { headTags } from './head-tags';

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
