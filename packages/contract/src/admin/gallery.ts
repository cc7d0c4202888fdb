import { z } from 'zod';
import { MAX_INT4 } from '../common.ts';
import {
  fieldMessages as f,
  listEnvelope,
  listQuerySchema,
  mediaUrl,
  onOff,
  optionalText,
  recordEnvelope,
  requiredText,
  timestamp,
  translations,
  translationsRecord,
  writeSchemas,
  yesNoFilter,
} from './kit.ts';

/**
 * The galleries of /gallery with their pictures. The domain's one name is `gallery` (decision 16:
 * contract/gallery.ts, services/catalogue/gallery.ts, the web's features/gallery), so the resource is
 * /api/admin/gallery, like the media library's /api/admin/media; each record is one gallery.
 *
 * Galleries are ordered by staff (POST /api/admin/gallery/order); a gallery's pictures are its
 * ordered children (`attachments`, the public body's name), edited and saved with it. A picture
 * keeps its `id` across saves; one left out is removed.
 */

/** The Urdu of a picture (translations.ts: gallery.attachments). */
const AdminGalleryAttachmentUrdu = { caption: optionalText('Urdu caption', 300) };
export const AdminGalleryAttachmentTranslationsSchema = translationsRecord(AdminGalleryAttachmentUrdu);
export const AdminGalleryAttachmentTranslationsInputSchema = translations(AdminGalleryAttachmentUrdu);
/** The Urdu of a gallery (translations.ts: gallery). */
const AdminGalleryUrdu = { name: optionalText('Urdu name', 100) };
export const AdminGalleryTranslationsSchema = translationsRecord(AdminGalleryUrdu);
export const AdminGalleryTranslationsInputSchema = translations(AdminGalleryUrdu);

export const AdminGalleryAttachmentSchema = z.object({
  id: z.number().int(),
  path: z.string(),
  caption: z.string(),
  translations: AdminGalleryAttachmentTranslationsSchema,
});
export type AdminGalleryAttachment = z.infer<typeof AdminGalleryAttachmentSchema>;

export const AdminGalleryRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The first picture, for the list; null for a gallery with none. */
  cover: z.string().nullable(),
  /** How many pictures it has: the public page leaves out a gallery with none. */
  attachments: z.number().int(),
  /** 0 first, as /gallery shows them. */
  position: z.number().int(),
  published: z.boolean(),
  updated_at: timestamp,
});
export type AdminGalleryRow = z.infer<typeof AdminGalleryRowSchema>;

export const AdminGallerySchema = AdminGalleryRowSchema.omit({ attachments: true }).extend({
  attachments: z.array(AdminGalleryAttachmentSchema),
  translations: AdminGalleryTranslationsSchema,
  created_at: timestamp,
});
export type AdminGallery = z.infer<typeof AdminGallerySchema>;

export const GALLERY_PICTURES_MAX = 200;

export const AdminGalleryAttachmentInputSchema = z.object({
  /** Absent for a new picture. */
  id: z.number({ error: f.choose('Picture') }).int(f.choose('Picture')).min(1, f.choose('Picture')).max(MAX_INT4, f.choose('Picture')).optional(),
  path: mediaUrl('Picture'),
  caption: optionalText('Caption', 300).default(''),
  translations: AdminGalleryAttachmentTranslationsInputSchema.optional(),
});
export type AdminGalleryAttachmentInput = z.input<typeof AdminGalleryAttachmentInputSchema>;

const fields = {
  name: requiredText('Name', 100),
  published: onOff('Published'),
  attachments: z
    .array(AdminGalleryAttachmentInputSchema, { error: f.tooMany('Pictures', GALLERY_PICTURES_MAX) })
    .max(GALLERY_PICTURES_MAX, f.tooMany('Pictures', GALLERY_PICTURES_MAX)),
  translations: AdminGalleryTranslationsInputSchema,
};

/** POST: a draft unless it says otherwise, going last; POST .../order moves it. PATCH: any subset. */
export const { create: AdminGalleryCreateSchema, patch: AdminGalleryPatchSchema } = writeSchemas(fields, {
  published: fields.published.default(false),
  attachments: fields.attachments.default([]),
  translations: fields.translations.optional(),
});
export type AdminGalleryCreate = z.input<typeof AdminGalleryCreateSchema>;
export type AdminGalleryPatch = z.input<typeof AdminGalleryPatchSchema>;

export const AdminGalleryListQuerySchema = listQuerySchema({
  sort: ['position', 'name', 'updated_at', 'created_at'],
  defaultSort: 'position',
  filters: { published: yesNoFilter },
});
export type AdminGalleryListQuery = z.input<typeof AdminGalleryListQuerySchema>;

export const AdminGalleryListResponseSchema = listEnvelope(AdminGalleryRowSchema);
export type AdminGalleryListResponse = z.infer<typeof AdminGalleryListResponseSchema>;
export const AdminGalleryResponseSchema = recordEnvelope(AdminGallerySchema);
export type AdminGalleryResponse = z.infer<typeof AdminGalleryResponseSchema>;
