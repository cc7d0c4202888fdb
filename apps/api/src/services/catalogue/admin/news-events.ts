import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { fieldMessages } from '@foundation/contract/admin/kit';
import {
  AdminNewsEventCreateSchema,
  AdminNewsEventListQuerySchema,
  AdminNewsEventPatchSchema,
  AdminNewsEventRowSchema,
  AdminNewsEventSchema,
  isPicturePath,
  type AdminNewsAttachmentItem,
} from '@foundation/contract/admin/news-events';
import type { FieldErrors } from '@foundation/contract/errors';
import type { Db } from '../../../db/client.ts';
import { richTextTranslations } from '@foundation/contract/admin/translations';
import { mediaFiles, newsEventAttachments, newsEvents } from '../../../db/schema/index.ts';
import { sanitizeHtml } from '../../../lib/html.ts';
import { translationsOf, translationValues } from '../../back-office/translations.ts';
import { defineResource, publishState } from '../../back-office/kit.ts';

// Qualified by hand (see book-categories.ts): an unqualified "id" would be the attachment's own.
const attachmentCount = sql<number>`(select count(*)::int from ${newsEventAttachments} as counted where counted.${sql.identifier(newsEventAttachments.newsEventId.name)} = ${newsEvents}.${sql.identifier(newsEvents.id.name)})`;

const { id, title, image, eventDate, published, updatedAt } = getTableColumns(newsEvents);
const columns = { id, title, image, eventDate, attachments: attachmentCount, published, updatedAt };
type Selected = { id: number; title: string; image: string; eventDate: string; attachments: number; published: boolean; updatedAt: Date };

const toRow = (r: Selected) => ({ id: r.id, title: r.title, image: r.image, event_date: r.eventDate, attachments: Number(r.attachments), ...publishState(r) });

/** The page shows a picture as a photo and anything else as a file link: the form shows each where the page will. */
const toAttachment = (a: { id: number; path: string }) => (isPicturePath(a.path) ? { id: a.id, image: a.path, file: '' } : { id: a.id, image: '', file: a.path });

/** PDFs named by the body that are neither in the library as PDFs nor already on this item (from before the library). */
async function unknownPdfs(tx: Db, items: AdminNewsAttachmentItem[], itemId: number | null) {
  const files = [...new Set(items.map((a) => a.file).filter(Boolean))];
  if (files.length === 0) return new Set<string>();
  const [library, kept] = await Promise.all([
    tx.select({ url: mediaFiles.url }).from(mediaFiles).where(and(inArray(mediaFiles.url, files), eq(mediaFiles.kind, 'pdf'))),
    itemId === null
      ? []
      : tx.select({ url: newsEventAttachments.path }).from(newsEventAttachments).where(and(eq(newsEventAttachments.newsEventId, itemId), inArray(newsEventAttachments.path, files))),
  ]);
  const known = new Set([...library, ...kept].map((r) => r.url));
  return new Set(files.filter((f) => !known.has(f)));
}

/** News and events: getNewsEvents and getSpecificNewsEvent show the published ones, attachments in the order saved here. */
export const newsEventResource = defineResource({
  name: 'news-events',
  label: 'news item',
  table: newsEvents,
  id: newsEvents.id,
  schemas: {
    row: AdminNewsEventRowSchema,
    record: AdminNewsEventSchema,
    query: AdminNewsEventListQuerySchema,
    create: AdminNewsEventCreateSchema,
    patch: AdminNewsEventPatchSchema,
  },
  search: [newsEvents.title],
  sort: { event_date: newsEvents.eventDate, title: sql`lower(${newsEvents.title})`, updated_at: newsEvents.updatedAt },
  filters: (query) => [query.published === undefined ? undefined : eq(newsEvents.published, query.published)],
  rows: async (db, page) =>
    (await db.select(columns).from(newsEvents).where(page.where).orderBy(...page.orderBy).limit(page.limit).offset(page.offset)).map(toRow),
  read: async (db, itemId) => {
    const [row] = await db.select().from(newsEvents).where(eq(newsEvents.id, itemId));
    if (!row) return null;
    const attachments = await db
      .select({ id: newsEventAttachments.id, path: newsEventAttachments.path })
      .from(newsEventAttachments)
      .where(eq(newsEventAttachments.newsEventId, itemId))
      .orderBy(asc(newsEventAttachments.position), asc(newsEventAttachments.id));
    return {
      id: row.id,
      title: row.title,
      image: row.image,
      event_date: row.eventDate,
      published: row.published,
      updated_at: row.updatedAt.toISOString(),
      description: row.description,
      attachments: attachments.map(toAttachment),
      translations: translationsOf(row.translations),
      created_at: row.createdAt.toISOString(),
    };
  },
  values: (input) => ({
    title: input.title,
    eventDate: input.event_date,
    image: input.image,
    // Stored sanitized (decision 4), so what staff saved is exactly what the page shows.
    description: input.description === undefined ? undefined : sanitizeHtml(input.description),
    published: input.published,
    translations: translationValues(input.translations, richTextTranslations['news-events']),
  }),
  check: async (tx, input, itemId) => {
    const errors: FieldErrors = {};
    const items = input.attachments ?? [];
    const unknown = await unknownPdfs(tx, items, itemId);
    items.forEach((a, i) => {
      if (unknown.has(a.file)) errors[`attachments.${i}.file`] = [fieldMessages.mediaKind('PDF', 'pdf')];
    });
    return errors;
  },
  children: {
    field: 'attachments',
    table: newsEventAttachments,
    id: newsEventAttachments.id,
    parent: newsEventAttachments.newsEventId,
    values: (a: AdminNewsAttachmentItem, newsEventId, position) => ({ newsEventId, path: a.image || a.file, position }),
  },
  // The public news service keeps no cache: its next read sees the change.
  caches: [],
});
