import type { Blog } from '@foundation/contract/blogs';
import type { Book } from '@foundation/contract/books';
import type { Course } from '@foundation/contract/courses';
import type { NewsEvent } from '@foundation/contract/news-events';
import { plainText } from '@foundation/contract/plain-text';
import type { Settings } from '@foundation/contract/settings';

/**
 * schema.org descriptions (JSON-LD) of what a page shows, for search engines: pure builders from
 * the same API types the pages render, so the server and the browser describe a page alike.
 * Empty fields are left out rather than sent as "", which validators flag and engines may show.
 */

type Ld = Record<string, unknown>;

/** Long enough for a search snippet, short enough not to repeat the whole page. */
const DESCRIPTION_MAX = 300;

/** Gifts and the hard-copy price are in rupees (spec: amounts in PKR). */
const CURRENCY = 'PKR';

const isEmpty = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

/** The object without its empty fields; a node with nothing but its type is no node at all. */
function node(type: string | null, fields: Ld): Ld | undefined {
  const kept = Object.fromEntries(Object.entries(fields).filter(([, v]) => !isEmpty(v)));
  if (Object.keys(kept).length === 0) return undefined;
  return type ? { '@type': type, ...kept } : kept;
}

const root = (type: string, fields: Ld): Ld => ({ '@context': 'https://schema.org', ...node(type, fields) });

/** Pictures and links are stored site-relative (/uploads/...): engines need them absolute. */
function absolute(src: string | null | undefined, base: string): string | undefined {
  if (!src?.trim()) return undefined;
  try {
    const url = new URL(src, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

const description = (html: string | null | undefined) => (html ? plainText(html, DESCRIPTION_MAX) : undefined);

const person = (name: string | null | undefined) => node('Person', { name: name?.trim() });

/**
 * The foundation's node is named by an @id on the site, so a course, book, post or event points
 * at it instead of repeating it; put organizationLd on the same page for engines to resolve it.
 */
const organizationRef = (pageUrl: string) => ({ '@id': new URL('/#organization', pageUrl).href });

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The API's display date "7 Nov 2026" as ISO 8601 "2026-11-07"; undefined when it is not one. */
function isoDate(display: string): string | undefined {
  const m = /^(\d{1,2}) ([A-Z][a-z]{2}) (\d{4})$/.exec(display.trim());
  const month = m ? MONTHS.indexOf(m[2]!) + 1 : 0;
  if (!m || month === 0) return undefined;
  return `${m[3]}-${String(month).padStart(2, '0')}-${m[1]!.padStart(2, '0')}`;
}

/** The foundation as a non-profit, from the settings the footer shows; `siteUrl` is the site's origin. */
export function organizationLd(settings: Settings, siteUrl: string): Ld {
  const social = [settings.facebook_link, settings.instagram_link, settings.twitter_link, settings.linkedin_link, settings.youtube_link];
  return root('NGO', {
    '@id': organizationRef(siteUrl)['@id'],
    name: settings.company_name,
    url: new URL('/', siteUrl).href,
    logo: absolute(settings.company_logo, siteUrl),
    email: settings.company_email,
    telephone: settings.company_phone,
    // The settings hold the address as one line of text; the foundation works in Pakistan.
    address: node('PostalAddress', settings.company_address.trim() ? { streetAddress: settings.company_address, addressCountry: 'PK' } : {}),
    sameAs: social.map((link) => absolute(link, siteUrl)).filter((link) => link !== undefined),
  });
}

/** A free online course (education page, /courseDetail1/:id). */
export function courseLd(course: Course, url: string): Ld {
  return root('Course', {
    name: course.title,
    description: description(course.description),
    url,
    image: absolute(course.image, url),
    inLanguage: course.language,
    educationalLevel: course.level,
    coursePrerequisites: description(course.eligibility),
    provider: organizationRef(url),
    isAccessibleForFree: true,
    offers: { '@type': 'Offer', price: 0, priceCurrency: CURRENCY, category: 'Free' },
    hasCourseInstance: node('CourseInstance', {
      courseMode: 'Online',
      courseWorkload: course.duration_hours > 0 ? `PT${course.duration_hours}H` : undefined,
      instructor: course.instructor_name_list.map(person).filter(Boolean),
    }),
  });
}

/** A book of the library (a card holds no description or page count; the detail does). */
export function bookLd(book: Book & { description?: string; pages?: number }, url: string): Ld {
  return root('Book', {
    name: book.title,
    author: person(book.author),
    url,
    image: absolute(book.thumbnail, url),
    genre: book.category.title,
    description: description(book.description),
    numberOfPages: book.pages && book.pages > 0 ? book.pages : undefined,
    publisher: organizationRef(url),
    // Free to read and download online; a printed copy is ordered at its price.
    isAccessibleForFree: true,
    offers: book.price > 0 ? { '@type': 'Offer', price: book.price, priceCurrency: CURRENCY } : undefined,
  });
}

/** A news item or event (/SingleNewsEventPage/:id/:date), dated by its event date. */
export function eventLd(item: NewsEvent, url: string): Ld {
  return root('Event', {
    name: item.title,
    startDate: item.new_event_date,
    description: description(item.description),
    url,
    image: absolute(item.image, url),
    organizer: organizationRef(url),
  });
}

/** A blog post (/singleBlog?id=). */
export function articleLd(blog: Blog, url: string): Ld {
  return root('BlogPosting', {
    headline: blog.title,
    description: description(blog.description),
    url,
    mainEntityOfPage: url,
    image: absolute(blog.image, url),
    datePublished: isoDate(blog.published_date),
    author: person(blog.author_name),
    publisher: organizationRef(url),
  });
}

/**
 * JSON for inside <script type="application/ld+json">: `<`, `>` and `&` as \u escapes, so no text
 * of a title or description can close the element ("</script>") or open a comment; JSON readers
 * decode them back. U+2028 and U+2029 too, for any reader that takes the JSON as script.
 */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
