import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { fieldMessages } from '@foundation/contract/admin/kit';
import {
  AdminLectureCreateSchema,
  AdminLectureListQuerySchema,
  AdminLecturePatchSchema,
  AdminLectureRowSchema,
  AdminLectureSchema,
  type AdminLectureAttachmentItem,
} from '@foundation/contract/admin/lectures';
import type { FieldErrors } from '@foundation/contract/errors';
import type { Db } from '../../../db/client.ts';
import { richTextTranslations } from '@foundation/contract/admin/translations';
import { lectureAttachments, lectureCategories, lectures, mediaFiles } from '../../../db/schema/index.ts';
import { sanitizeHtml } from '../../../lib/html.ts';
import { translationsOf, translationValues } from '../../back-office/translations.ts';
import { defineResource, publishState } from '../../back-office/kit.ts';

// Qualified by hand (see book-categories.ts): an unqualified "id" would be the attachment's own.
const attachmentCount = sql<number>`(select count(*)::int from ${lectureAttachments} as counted where counted.${sql.identifier(lectureAttachments.lectureId.name)} = ${lectures}.${sql.identifier(lectures.id.name)})`;

const columns = {
  id: lectures.id,
  title: lectures.title,
  thumbnail: lectures.thumbnail,
  categoryId: lectures.categoryId,
  categoryTitle: lectureCategories.title,
  releaseDate: lectures.releaseDate,
  attachments: attachmentCount,
  published: lectures.published,
  updatedAt: lectures.updatedAt,
};
type Selected = {
  id: number;
  title: string;
  thumbnail: string;
  categoryId: number;
  categoryTitle: string;
  releaseDate: string;
  attachments: number;
  published: boolean;
  updatedAt: Date;
};

const toRow = (r: Selected) => ({
  id: r.id,
  title: r.title,
  thumbnail: r.thumbnail,
  category_id: r.categoryId,
  category_title: r.categoryTitle,
  release_date: r.releaseDate,
  attachments: Number(r.attachments),
  ...publishState(r),
});

/**
 * Audio URLs of `urls` a recording may name: audio files of the media library, and the files
 * this lecture's recordings already name (a recording saved before the library, such as the
 * demo's, is kept when the form sends it back unchanged).
 */
async function playableUrls(tx: Db, urls: string[], lectureId: number | null) {
  const library = await tx
    .select({ url: mediaFiles.url })
    .from(mediaFiles)
    .where(and(inArray(mediaFiles.url, urls), eq(mediaFiles.kind, 'audio')));
  const kept =
    lectureId === null
      ? []
      : await tx
          .select({ url: lectureAttachments.audioUrl })
          .from(lectureAttachments)
          .where(and(eq(lectureAttachments.lectureId, lectureId), inArray(lectureAttachments.audioUrl, urls)));
  return new Set([...library, ...kept].map((r) => r.url));
}

/** Lectures of the media page with their recordings; services/catalogue/lectures.ts reads them uncached. */
export const lectureResource = defineResource({
  name: 'lectures',
  label: 'lecture',
  table: lectures,
  id: lectures.id,
  schemas: {
    row: AdminLectureRowSchema,
    record: AdminLectureSchema,
    query: AdminLectureListQuerySchema,
    create: AdminLectureCreateSchema,
    patch: AdminLecturePatchSchema,
  },
  search: [lectures.title],
  sort: { title: sql`lower(${lectures.title})`, release_date: lectures.releaseDate, updated_at: lectures.updatedAt },
  filters: (query) => [
    query.published === undefined ? undefined : eq(lectures.published, query.published),
    query.category_id === undefined ? undefined : eq(lectures.categoryId, query.category_id),
  ],
  rows: async (db, page) =>
    (
      await db
        .select(columns)
        .from(lectures)
        .innerJoin(lectureCategories, eq(lectures.categoryId, lectureCategories.id))
        .where(page.where)
        .orderBy(...page.orderBy)
        .limit(page.limit)
        .offset(page.offset)
    ).map(toRow),
  read: async (db, id) => {
    const [row] = await db
      .select({ ...columns, description: lectures.description, translations: lectures.translations, createdAt: lectures.createdAt })
      .from(lectures)
      .innerJoin(lectureCategories, eq(lectures.categoryId, lectureCategories.id))
      .where(eq(lectures.id, id));
    if (!row) return null;
    const attachments = await db
      .select({ id: lectureAttachments.id, title: lectureAttachments.title, audio_url: lectureAttachments.audioUrl, translations: lectureAttachments.translations })
      .from(lectureAttachments)
      .where(eq(lectureAttachments.lectureId, id))
      .orderBy(asc(lectureAttachments.position), asc(lectureAttachments.id));
    return {
      ...toRow(row),
      description: row.description,
      attachments: attachments.map((a) => ({ ...a, translations: translationsOf(a.translations) })),
      translations: translationsOf(row.translations),
      created_at: row.createdAt.toISOString(),
    };
  },
  values: (input) => ({
    categoryId: input.category_id,
    title: input.title,
    thumbnail: input.thumbnail,
    releaseDate: input.release_date,
    // Stored sanitized (decision 4), so what staff saved is exactly what the page shows.
    description: input.description === undefined ? undefined : sanitizeHtml(input.description),
    published: input.published,
    translations: translationValues(input.translations, richTextTranslations.lectures),
  }),
  check: async (tx, input, id) => {
    const errors: FieldErrors = {};
    if (input.category_id !== undefined) {
      const [category] = await tx.select({ id: lectureCategories.id }).from(lectureCategories).where(eq(lectureCategories.id, input.category_id));
      if (!category) errors.category_id = [fieldMessages.missing('Category')];
    }
    if (input.attachments?.length) {
      const playable = await playableUrls(tx, [...new Set(input.attachments.map((a) => a.audio_url))], id);
      input.attachments.forEach((a, i) => {
        if (!playable.has(a.audio_url)) errors[`attachments.${i}.audio_url`] = [fieldMessages.mediaKind('Audio', 'audio')];
      });
    }
    return errors;
  },
  children: {
    field: 'attachments',
    table: lectureAttachments,
    id: lectureAttachments.id,
    parent: lectureAttachments.lectureId,
    values: (item: AdminLectureAttachmentItem, lectureId, position) => ({
      lectureId,
      title: item.title,
      audioUrl: item.audio_url,
      position,
      translations: translationValues(item.translations),
    }),
  },
  caches: [],
});
