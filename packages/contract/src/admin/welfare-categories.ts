import { z } from 'zod';
import { refusedFundsField } from './funds.ts';
import { listEnvelope, listQuerySchema, mediaUrl, onOff, optionalText, recordEnvelope, requiredText, timestamp, translations, translationsRecord, yesNoFilter } from './kit.ts';

/**
 * The welfare categories of the donation form's carousel: ordered by staff (POST
 * /api/admin/welfare-categories/order), a hidden one (published false) leaves the carousel.
 */

export const AdminWelfareCategoryRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string(),
  /** 0 first, as the carousel shows them. */
  position: z.number().int(),
  published: z.boolean(),
  updated_at: timestamp,
});
export type AdminWelfareCategoryRow = z.infer<typeof AdminWelfareCategoryRowSchema>;

/** The Urdu of a category (translations.ts: welfare-categories). */
const AdminWelfareCategoryUrdu = { name: optionalText('Urdu name', 100) };
export const AdminWelfareCategoryTranslationsSchema = translationsRecord(AdminWelfareCategoryUrdu);
export const AdminWelfareCategoryTranslationsInputSchema = translations(AdminWelfareCategoryUrdu);

export const AdminWelfareCategorySchema = AdminWelfareCategoryRowSchema.extend({
  /** Codes of the funds the category may not take (admin/funds.ts). */
  refused_funds: z.array(z.string()),
  translations: AdminWelfareCategoryTranslationsSchema,
  created_at: timestamp,
});
export type AdminWelfareCategory = z.infer<typeof AdminWelfareCategorySchema>;

const fields = {
  name: requiredText('Name', 100),
  image: mediaUrl('Image'),
  published: onOff('Published'),
  refused_funds: refusedFundsField,
  translations: AdminWelfareCategoryTranslationsInputSchema,
};

/** A new category goes last; POST .../order moves it. */
export const AdminWelfareCategoryCreateSchema = z.object({ ...fields, published: fields.published.default(true), refused_funds: fields.refused_funds.default([]), translations: fields.translations.optional() });
export type AdminWelfareCategoryCreate = z.input<typeof AdminWelfareCategoryCreateSchema>;
export const AdminWelfareCategoryPatchSchema = z.object(fields).partial();
export type AdminWelfareCategoryPatch = z.input<typeof AdminWelfareCategoryPatchSchema>;

export const AdminWelfareCategoryListQuerySchema = listQuerySchema({
  sort: ['position', 'name', 'updated_at'],
  defaultSort: 'position',
  filters: { published: yesNoFilter },
});
export type AdminWelfareCategoryListQuery = z.input<typeof AdminWelfareCategoryListQuerySchema>;

export const AdminWelfareCategoryListResponseSchema = listEnvelope(AdminWelfareCategoryRowSchema);
export type AdminWelfareCategoryListResponse = z.infer<typeof AdminWelfareCategoryListResponseSchema>;
export const AdminWelfareCategoryResponseSchema = recordEnvelope(AdminWelfareCategorySchema);
export type AdminWelfareCategoryResponse = z.infer<typeof AdminWelfareCategoryResponseSchema>;
