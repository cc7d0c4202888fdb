import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  AdminGalleryCreateSchema,
  AdminGalleryListQuerySchema,
  AdminGalleryPatchSchema,
  AdminGalleryRowSchema,
  AdminGallerySchema,
} from '@foundation/contract/admin/gallery';
import { fieldMessages } from '@foundation/contract/admin/kit';
import type { FieldErrors } from '@foundation/contract/errors';
import type { Db } from '../../../db/client.ts';
import type { Translations } from '@foundation/contract/admin/translations';
import { galleries, galleryAttachments, mediaFiles } from '../../../db/schema/index.ts';
import { translationsOf, translationValues } from '../../back-office/translations.ts';
import { defineResource, publishState } from '../../back-office/kit.ts';

// Qualified by hand (see book-categories.ts): an unqualified "id" would be the picture's own.
const galleryId = sql`${galleries}.${sql.identifier(galleries.id.name)}`;
const ofGallery = (alias: string) => sql`${sql.identifier(alias)}.${sql.identifier(galleryAttachments.galleryId.name)} = ${galleryId}`;
const pictureCount = sql<number>`(select count(*)::int from ${galleryAttachments} as counted where ${ofGallery('counted')})`;
const cover = sql<string | null>`(select shown.${sql.identifier(galleryAttachments.path.name)} from ${galleryAttachments} as shown where ${ofGallery('shown')}
  order by shown.${sql.identifier(galleryAttachments.position.name)}, shown.${sql.identifier(galleryAttachments.id.name)} limit 1)`;

const columns = {
  id: galleries.id,
  name: galleries.name,
  cover,
  attachments: pictureCount,
  position: galleries.position,
  published: galleries.published,
  updatedAt: galleries.updatedAt,
  createdAt: galleries.createdAt,
  translations: galleries.translations,
};
type Selected = { id: number; name: string; cover: string | null; attachments: number; position: number; published: boolean; updatedAt: Date; createdAt: Date; translations: Translations };

const toRow = (r: Selected) => ({
  id: r.id,
  name: r.name,
  cover: r.cover,
  attachments: Number(r.attachments),
  position: r.position,
  ...publishState(r),
});

type Picture = { id?: number; path: string; caption: string; translations?: Translations };

/**
 * A picture must be an image of the media library, or one this gallery already shows (pictures
 * published before the library, such as the demo's, stay as they are when the gallery is saved).
 */
async function pictureErrors(tx: Db, pictures: Picture[], id: number | null): Promise<FieldErrors> {
  const paths = [...new Set(pictures.map((p) => p.path))];
  const images = await tx
    .select({ url: mediaFiles.url })
    .from(mediaFiles)
    .where(and(inArray(mediaFiles.url, paths), eq(mediaFiles.kind, 'image')));
  const kept = id === null ? [] : await tx.select({ url: galleryAttachments.path }).from(galleryAttachments).where(eq(galleryAttachments.galleryId, id));
  const allowed = new Set([...images, ...kept].map((r) => r.url));
  const errors: FieldErrors = {};
  pictures.forEach((p, i) => {
    if (!allowed.has(p.path)) errors[`attachments.${i}.path`] = [fieldMessages.mediaKind('Picture', 'image')];
  });
  return errors;
}

/**
 * The galleries of /gallery (getGalleryAttachmentWithGalleryName), in the order staff set, with
 * their pictures in order. The public list is read straight from the tables, so it keeps no
 * cache to clear: a change shows at once. Nothing else refers to a gallery; its pictures go with it.
 */
export const galleryResource = defineResource({
  name: 'gallery',
  label: 'gallery',
  table: galleries,
  id: galleries.id,
  schemas: {
    row: AdminGalleryRowSchema,
    record: AdminGallerySchema,
    query: AdminGalleryListQuerySchema,
    create: AdminGalleryCreateSchema,
    patch: AdminGalleryPatchSchema,
  },
  search: [galleries.name],
  sort: { position: galleries.position, name: sql`lower(${galleries.name})`, updated_at: galleries.updatedAt, created_at: galleries.createdAt },
  filters: (query) => [query.published === undefined ? undefined : eq(galleries.published, query.published)],
  rows: async (db, page) =>
    (await db.select(columns).from(galleries).where(page.where).orderBy(...page.orderBy).limit(page.limit).offset(page.offset)).map(toRow),
  read: async (db, id) => {
    const [row] = await db.select(columns).from(galleries).where(eq(galleries.id, id));
    if (!row) return null;
    const pictures = await db
      .select({ id: galleryAttachments.id, path: galleryAttachments.path, caption: galleryAttachments.caption, translations: galleryAttachments.translations })
      .from(galleryAttachments)
      .where(eq(galleryAttachments.galleryId, id))
      .orderBy(asc(galleryAttachments.position), asc(galleryAttachments.id));
    return {
      ...toRow(row),
      attachments: pictures.map((p) => ({ ...p, translations: translationsOf(p.translations) })),
      translations: translationsOf(row.translations),
      created_at: row.createdAt.toISOString(),
    };
  },
  values: (input) => ({ name: input.name, published: input.published, translations: translationValues(input.translations) }),
  /** A new one goes last. */
  createValues: () => ({ position: sql`(select coalesce(max(${galleries.position}), -1) + 1 from ${galleries})` }),
  check: async (tx, input, id) => (input.attachments?.length ? pictureErrors(tx, input.attachments, id) : null),
  children: {
    field: 'attachments',
    table: galleryAttachments,
    id: galleryAttachments.id,
    parent: galleryAttachments.galleryId,
    values: (picture: Picture, galleryId, position) => ({
      galleryId,
      path: picture.path,
      caption: picture.caption,
      position,
      translations: translationValues(picture.translations),
    }),
  },
  order: galleries.position,
  caches: [],
});
