import { asc, eq } from 'drizzle-orm';
import type { Gallery } from '@foundation/contract/gallery';
import type { Db } from '../../db/client.ts';
import { galleries, galleryAttachments } from '../../db/schema/index.ts';
import { localized, type ContentLocale } from '../../lib/content-language.ts';

/**
 * Published galleries by position, each with its pictures by position. Two queries whatever
 * the number of galleries: the pictures of unpublished galleries are dropped by the join.
 */
export async function listGalleries(db: Db, locale: ContentLocale = 'en'): Promise<Gallery[]> {
  const published = eq(galleries.published, true);
  const [rows, pictures] = await Promise.all([
    db
      .select({ id: galleries.id, name: galleries.name, translations: galleries.translations })
      .from(galleries)
      .where(published)
      .orderBy(asc(galleries.position), asc(galleries.id)),
    db
      .select({
        id: galleryAttachments.id,
        galleryId: galleryAttachments.galleryId,
        path: galleryAttachments.path,
        caption: galleryAttachments.caption,
        translations: galleryAttachments.translations,
      })
      .from(galleryAttachments)
      .innerJoin(galleries, eq(galleryAttachments.galleryId, galleries.id))
      .where(published)
      .orderBy(asc(galleryAttachments.position), asc(galleryAttachments.id)),
  ]);
  const byId = new Map<number, Gallery>(rows.map((g) => [g.id, { ...localized(locale, g), attachments: [] }]));
  for (const { galleryId, ...picture } of pictures) byId.get(galleryId)?.attachments.push(localized(locale, picture));
  return [...byId.values()];
}
