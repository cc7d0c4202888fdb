import { and, asc, count, desc, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { LectureSummary, LecturesQuery } from '@foundation/contract/lectures';
import type { Db } from '../../db/client.ts';
import { lectureAttachments, lectureCategories, lectures } from '../../db/schema/index.ts';
import { displayDate } from '../../lib/dates.ts';
import { sanitizeHtml } from '../../lib/html.ts';
import { likePattern } from '../../lib/sql.ts';
import { inLocale, localized, type ContentLocale } from '../../lib/content-language.ts';
import type { Translations } from '@foundation/contract/admin/translations';

const summaryColumns = {
  id: lectures.id,
  title: lectures.title,
  thumbnail: lectures.thumbnail,
  releaseDate: lectures.releaseDate,
  categoryId: lectureCategories.id,
  categoryTitle: lectureCategories.title,
  translations: lectures.translations,
  categoryTranslations: lectureCategories.translations,
};

type SummaryRow = {
  id: number;
  title: string;
  thumbnail: string;
  releaseDate: string;
  categoryId: number;
  categoryTitle: string;
  translations: Translations;
  categoryTranslations: Translations;
};

/** A lecture card in the language asked: its title and its category's. */
const toSummary = (locale: ContentLocale, stored: SummaryRow): LectureSummary => summaryOf(localized(locale, stored), locale);

const summaryOf = (r: Omit<SummaryRow, 'translations'>, locale: ContentLocale): LectureSummary => ({
  id: r.id,
  title: r.title,
  thumbnail: r.thumbnail,
  release_date: displayDate(r.releaseDate),
  category: { id: r.categoryId, title: inLocale(locale, r.categoryTitle, r.categoryTranslations, 'title') },
});

/** Published lectures with their category, newest release first. */
const selectSummaries = (db: Db, where: SQL | undefined) =>
  db
    .select(summaryColumns)
    .from(lectures)
    .innerJoin(lectureCategories, eq(lectures.categoryId, lectureCategories.id))
    .where(and(eq(lectures.published, true), where))
    .orderBy(desc(lectures.releaseDate), desc(lectures.id));

export const listLectureCategories = async (db: Db, locale: ContentLocale = 'en') =>
  (
    await db
      .select({ id: lectureCategories.id, title: lectureCategories.title, translations: lectureCategories.translations })
      .from(lectureCategories)
      .orderBy(asc(lectureCategories.id))
  ).map((category) => localized(locale, category));

/** getLectures/{categoryId}: 0 for every category, a case-insensitive title search, paged. */
export async function listLectures(db: Db, categoryId: number, query: LecturesQuery, locale: ContentLocale = 'en') {
  const filters: SQL[] = [];
  if (categoryId > 0) filters.push(eq(lectures.categoryId, categoryId));
  if (query.search) {
    const title = sql`lower(${lectures.title}) like ${likePattern(query.search)}`;
    // An Urdu reader may search by the Urdu title too; English searches keep to the indexed title.
    filters.push(locale === 'ur' ? or(title, sql`lower(${lectures.translations}->'ur'->>'title') like ${likePattern(query.search)}`)! : title);
  }
  const where = filters.length ? and(...filters) : undefined;
  const [rows, totals, categories] = await Promise.all([
    selectSummaries(db, where)
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db
      .select({ total: count() })
      .from(lectures)
      .where(and(eq(lectures.published, true), where)),
    listLectureCategories(db, locale),
  ]);
  const total = totals[0]?.total ?? 0;
  return {
    lecture_list: rows.map((row) => toSummary(locale, row)),
    category_list: categories,
    pagination: { page: query.page, per_page: query.per_page, total, last_page: Math.max(1, Math.ceil(total / query.per_page)) },
  };
}

/** getAudioCategoriesWithAudioLectures: every category with its published lectures. */
export async function categoriesWithLectures(db: Db, locale: ContentLocale = 'en') {
  const [categories, rows] = await Promise.all([listLectureCategories(db, locale), selectSummaries(db, undefined)]);
  return categories.map((c) => ({ ...c, lectures: rows.filter((r) => r.categoryId === c.id).map((row) => toSummary(locale, row)) }));
}

const RELATED_LIMIT = 6;

/** One published lecture with its recordings, and others from its category (itself excluded). */
export async function findLecture(db: Db, id: number, locale: ContentLocale = 'en') {
  const [stored] = await db
    .select({ ...summaryColumns, description: lectures.description })
    .from(lectures)
    .innerJoin(lectureCategories, eq(lectures.categoryId, lectureCategories.id))
    .where(and(eq(lectures.id, id), eq(lectures.published, true)));
  if (!stored) return null;
  const row = localized(locale, stored);
  const [attachments, related] = await Promise.all([
    db
      .select({ id: lectureAttachments.id, title: lectureAttachments.title, audio_url: lectureAttachments.audioUrl, translations: lectureAttachments.translations })
      .from(lectureAttachments)
      .where(eq(lectureAttachments.lectureId, id))
      .orderBy(asc(lectureAttachments.position), asc(lectureAttachments.id)),
    selectSummaries(db, and(eq(lectures.categoryId, row.categoryId), ne(lectures.id, id))).limit(RELATED_LIMIT),
  ]);
  return {
    lecture_detail: {
      ...summaryOf(row, locale),
      description: sanitizeHtml(row.description),
      attachments: attachments.map((attachment) => localized(locale, attachment)),
    },
    related_lectures: related.map((summary) => toSummary(locale, summary)),
  };
}

/**
 * A recorded lecture to play when nothing is live, chosen at random, other than `exclude` when
 * another exists. ORDER BY random() reads every attachment: fine for thousands, not millions.
 */
export async function randomAttachment(db: Db, exclude?: number, locale: ContentLocale = 'en') {
  const pick = (where?: SQL) =>
    db
      .select({
        id: lectureAttachments.id,
        title: lectureAttachments.title,
        audioUrl: lectureAttachments.audioUrl,
        lectureTitle: lectures.title,
        thumbnail: lectures.thumbnail,
        translations: lectureAttachments.translations,
        lectureTranslations: lectures.translations,
      })
      .from(lectureAttachments)
      .innerJoin(lectures, eq(lectureAttachments.lectureId, lectures.id))
      .where(and(eq(lectures.published, true), where))
      .orderBy(sql`random()`)
      .limit(1);
  const [other] = exclude ? await pick(ne(lectureAttachments.id, exclude)) : [];
  const track = other ?? (await pick())[0];
  if (!track) return null;
  // In the language asked: the recording's title and its lecture's.
  const { lectureTranslations, ...rest } = localized(locale, track);
  return { ...rest, lectureTitle: inLocale(locale, rest.lectureTitle, lectureTranslations, 'title') };
}
