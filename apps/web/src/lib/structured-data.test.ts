import { describe, expect, it } from 'vitest';
import type { Blog } from '@foundation/contract/blogs';
import type { Book } from '@foundation/contract/books';
import type { Course } from '@foundation/contract/courses';
import type { NewsEvent } from '@foundation/contract/news-events';
import type { Settings } from '@foundation/contract/settings';
import { articleLd, bookLd, courseLd, eventLd, scriptJson, organizationLd } from './structured-data';

const SITE = 'https://foundation.example';
const ORG = { '@id': `${SITE}/#organization` };

const settings: Settings = {
  company_name: 'The Foundation',
  company_logo: '/uploads/logo.png',
  company_phone: '+92 300 1234567',
  company_email: 'info@foundation.example',
  instagram_link: '',
  facebook_link: 'https://www.facebook.com/foundation',
  twitter_link: '',
  linkedin_link: '',
  youtube_link: 'https://www.youtube.com/@foundation',
  company_address: 'Jamia Road, Lahore',
  bank_accounts: [],
  wallet_accounts: [],
};

const course: Course = {
  id: 4,
  title: 'Tajweed for beginners',
  image: '/uploads/courses/tajweed.jpg',
  type: { id: 1, title: 'Quran' },
  enrolled: 12,
  duration_hours: 12,
  total_lectures: 3,
  level: 'Beginner',
  language: 'Urdu',
  description: '<h2>What you learn</h2><p>The rules of <strong>recitation</strong>.</p>',
  eligibility: null,
  instructor_name_list: ['Maulana Ahmed', ''],
  total_course_duration: '12 hours',
  class_duration: '45 minutes',
  certificate: 'Yes',
  videos2: [],
};

const blog: Blog = {
  id: 3,
  title: 'Clean water for Tharparkar',
  image: 'https://cdn.example/well.jpg',
  description: '<p>Twelve wells&nbsp;dug.</p>',
  excerpt: 'Twelve wells dug.',
  author_name: 'Amina Siddiqui',
  published_date: '7 Nov 2026',
  created_at2: '1 Nov 2026',
};

describe('organizationLd', () => {
  it('describes the foundation as an NGO from its settings, naming its social profiles', () => {
    expect(organizationLd(settings, SITE)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'NGO',
      '@id': `${SITE}/#organization`,
      name: 'The Foundation',
      url: `${SITE}/`,
      logo: `${SITE}/uploads/logo.png`,
      email: 'info@foundation.example',
      telephone: '+92 300 1234567',
      address: { '@type': 'PostalAddress', streetAddress: 'Jamia Road, Lahore', addressCountry: 'PK' },
      sameAs: ['https://www.facebook.com/foundation', 'https://www.youtube.com/@foundation'],
    });
  });

  it('leaves out what staff have not filled in, rather than sending empty strings', () => {
    const bare = { ...settings, company_logo: '', company_phone: ' ', company_address: '', facebook_link: '', youtube_link: '' };
    const ld = organizationLd(bare, SITE);
    for (const key of ['logo', 'telephone', 'address', 'sameAs']) expect(ld).not.toHaveProperty(key);
    expect(JSON.stringify(ld)).not.toContain('""');
  });
});

describe('item builders', () => {
  it('describes a course with plain text, its instructors and the foundation as provider', () => {
    const url = `${SITE}/courseDetail1/4`;
    expect(courseLd(course, url)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Course',
      name: 'Tajweed for beginners',
      description: 'What you learn The rules of recitation.',
      url,
      image: `${SITE}/uploads/courses/tajweed.jpg`,
      inLanguage: 'Urdu',
      educationalLevel: 'Beginner',
      provider: ORG,
      isAccessibleForFree: true,
      offers: { '@type': 'Offer', price: 0, priceCurrency: 'PKR', category: 'Free' },
      hasCourseInstance: { '@type': 'CourseInstance', courseMode: 'Online', courseWorkload: 'PT12H', instructor: [{ '@type': 'Person', name: 'Maulana Ahmed' }] },
    });
  });

  it('describes a book, its printed price an offer, its detail fields only when known', () => {
    const book: Book = { id: 9, title: 'Stories of the Prophets', author: 'A. Rahman', thumbnail: '/uploads/books/9.jpg', price: 450, category: { id: 2, title: 'History' } };
    const url = `${SITE}/publishing`;
    expect(bookLd(book, url)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Book',
      name: 'Stories of the Prophets',
      author: { '@type': 'Person', name: 'A. Rahman' },
      url,
      image: `${SITE}/uploads/books/9.jpg`,
      genre: 'History',
      publisher: ORG,
      isAccessibleForFree: true,
      offers: { '@type': 'Offer', price: 450, priceCurrency: 'PKR' },
    });
    expect(bookLd({ ...book, price: 0, description: '<p>For children.</p>', pages: 120 }, url)).toMatchObject({ description: 'For children.', numberOfPages: 120 });
    expect(bookLd({ ...book, price: 0 }, url)).not.toHaveProperty('offers');
  });

  it('dates an event by its event date', () => {
    const item: NewsEvent = {
      id: 5,
      title: 'Free medical camp',
      description: '<p>Doctors and medicines.</p>',
      excerpt: 'Doctors and medicines.',
      date: '07',
      month: 'Nov',
      year: '2026',
      new_event_date: '2026-11-07',
      image: '',
      attachments: [],
    };
    const url = `${SITE}/SingleNewsEventPage/5/2026-11-07`;
    expect(eventLd(item, url)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Free medical camp',
      startDate: '2026-11-07',
      description: 'Doctors and medicines.',
      url,
      organizer: ORG,
    });
  });

  it('describes a blog post with its publication date in ISO 8601', () => {
    const url = `${SITE}/singleBlog?id=3`;
    expect(articleLd(blog, url)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'Clean water for Tharparkar',
      description: 'Twelve wells dug.',
      url,
      mainEntityOfPage: url,
      image: 'https://cdn.example/well.jpg',
      datePublished: '2026-11-07',
      author: { '@type': 'Person', name: 'Amina Siddiqui' },
      publisher: ORG,
    });
    expect(articleLd({ ...blog, published_date: 'soon' }, url)).not.toHaveProperty('datePublished');
  });

  it('cuts a long description to about 300 characters of plain text, on a word', () => {
    const long = `<p>${'mercy and patience '.repeat(40)}</p>`;
    const text = courseLd({ ...course, description: long }, SITE).description as string;
    expect(text.length).toBeLessThanOrEqual(301);
    expect(text).toMatch(/^mercy and patience .*\w…$/);
    expect(text).not.toContain('<');
  });
});

describe('scriptJson', () => {
  it('cannot be broken out of its script element, and reads back as the same object', () => {
    const ld = articleLd({ ...blog, title: '</script><script>alert(1)</script> & <!-- x' }, SITE);
    const json = scriptJson(ld);
    expect(json).not.toMatch(/[<>&]/);
    expect(JSON.parse(json)).toEqual(ld);
  });
});
