import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { NewsEvent } from '@foundation/contract/news-events';
import type { Db } from '../../db/client.ts';
import { newsEventAttachments, newsEvents } from '../../db/schema/index.ts';
import { newsDateParts } from '../../lib/dates.ts';
import { localized, type ContentLocale } from '../../lib/content-language.ts';
import { excerpt, sanitizeHtml } from '../../lib/html.ts';

type NewsEventRow = typeof newsEvents.$inferSelect;
type Attachment = NewsEvent['attachments'][number];

/** Attachments of many items in one query, grouped by item, in the order staff gave them. */
async function attachmentsOf(db: Db, ids: number[]): Promise<Map<number, Attachment[]>> {
  const byItem = new Map<number, Attachment[]>();
  if (ids.length === 0) return byItem;
  const rows = await db
    .select()
    .from(newsEventAttachments)
    .where(inArray(newsEventAttachments.newsEventId, ids))
    .orderBy(asc(newsEventAttachments.position), asc(newsEventAttachments.id));
  for (const row of rows) {
    const list = byItem.get(row.newsEventId) ?? [];
    list.push({ id: row.id, path: row.path });
    byItem.set(row.newsEventId, list);
  }
  return byItem;
}

function toNewsEvent(locale: ContentLocale, stored: NewsEventRow, attachments: Attachment[]): NewsEvent {
  const row = localized(locale, stored);
  const description = sanitizeHtml(row.description);
  return {
    id: row.id,
    title: row.title,
    description,
    excerpt: excerpt(description),
    ...newsDateParts(row.eventDate),
    image: row.image,
    attachments,
  };
}

async function withAttachments(db: Db, rows: NewsEventRow[], locale: ContentLocale): Promise<NewsEvent[]> {
  const attachments = await attachmentsOf(db, rows.map((r) => r.id));
  return rows.map((row) => toNewsEvent(locale, row, attachments.get(row.id) ?? []));
}

/** Published items, latest event date first; the home carousel leads with the first. */
export async function listNewsEvents(db: Db, locale: ContentLocale = 'en') {
  const rows = await db
    .select()
    .from(newsEvents)
    .where(eq(newsEvents.published, true))
    .orderBy(desc(newsEvents.eventDate), desc(newsEvents.id));
  const news_events = await withAttachments(db, rows, locale);
  return { first_news_events: news_events[0] ?? null, news_events };
}

export async function findNewsEvent(db: Db, id: number, locale: ContentLocale = 'en'): Promise<NewsEvent | null> {
  const rows = await db
    .select()
    .from(newsEvents)
    .where(and(eq(newsEvents.id, id), eq(newsEvents.published, true)));
  const [item] = await withAttachments(db, rows, locale);
  return item ?? null;
}
